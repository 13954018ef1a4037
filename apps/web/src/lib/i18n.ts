import i18next, { type i18n as I18n, type Resource, type TFunction } from 'i18next';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { I18nContext, initReactI18next } from 'react-i18next';
import { isApiError } from './api-client';
import { InsideDeferredBlock } from './deferred-block';

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr', locale: 'en-US' },
  { code: 'fr', label: 'Français', dir: 'ltr', locale: 'fr-FR' },
  { code: 'es', label: 'Español', dir: 'ltr', locale: 'es-ES' },
  { code: 'ar', label: 'العربية', dir: 'rtl', locale: 'ar-MA' },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_COOKIE = 'lang';

export const isLang = (value: unknown): value is Lang => LANGUAGES.some((l) => l.code === value);
export const languageInfo = (lang: Lang) => LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
export const dirOf = (lang: Lang) => languageInfo(lang).dir;

/** The language an i18next instance shows (createI18n starts it in one of LANGUAGES). */
export const langOf = (i18n: Pick<I18n, 'language'>): Lang =>
  isLang(i18n.language) ? i18n.language : DEFAULT_LANG;

/**
 * The page's language, following changes. Read straight from the instance rather than through
 * useTranslation, which copies the whole i18next instance for every component that calls it:
 * on the server that copying was a third of a page's render.
 */
export function useLang(): Lang {
  const { i18n } = useContext(I18nContext);
  return useSyncExternalStore(
    (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    () => langOf(i18n),
    () => langOf(i18n),
  );
}

type Namespaces = string | readonly string[];

/** Per i18next instance (on the server, one per language for every render): its fixed `t` functions. */
const scopes = new WeakMap<I18n, Map<string, TFunction>>();
const fixedTsOf = (i18n: I18n) => {
  let fixed = scopes.get(i18n);
  if (!fixed) {
    fixed = new Map();
    scopes.set(i18n, fixed);
  }
  return fixed;
};

/**
 * The namespaces one server render's components asked for, so the browser loads them before it
 * hydrates; those only deferred blocks use load when a block wakes (its markup stays meanwhile).
 */
export const NamespacesUsed = createContext<Set<string> | null>(null);

/** Texts already looked up, per set of resources: every server render shares one set, which never changes. */
const serverTexts = new WeakMap<object, Map<string, string>>();
/** Calls differ by key and options (names, counts): the memory stays bounded however many there are. */
const SERVER_TEXTS_LIMIT = 20_000;

/** Options whose values are all plain (a count, a name) give the same text every time they recur. */
const plainOptions = (options: object): boolean =>
  Object.values(options).every((value) => value === null || typeof value !== 'object');

/**
 * A server-side `t`. The texts never change on the server and pages repeat the same calls
 * (the same cards, counts and names) from one request to the next, so each text is worked out
 * once per process; i18next's lookup and interpolation were a fifth of a render.
 */
function serverT(i18n: I18n, fixed: TFunction, lang: Lang, ns: string): TFunction {
  let texts = serverTexts.get(i18n.store.data);
  if (!texts) {
    texts = new Map();
    serverTexts.set(i18n.store.data, texts);
  }
  const known = texts;
  const lookUp = fixed as unknown as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const [key, options] = args;
    const plain =
      typeof key === 'string' &&
      args.length <= 2 &&
      (options === undefined || (typeof options === 'object' && options !== null && plainOptions(options)));
    if (!plain) return lookUp(...args);
    const id = `${lang}|${ns}|${key}|${options === undefined ? '' : JSON.stringify(options)}`;
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const text = lookUp(...args);
    if (typeof text === 'string') {
      if (known.size >= SERVER_TEXTS_LIMIT) known.clear();
      known.set(id, text);
    }
    return text;
  }) as unknown as TFunction;
}

/**
 * The texts of some namespaces (the first is the default) in the page's language, suspending
 * while the browser loads a namespace it does not have yet. react-i18next's hook of the same
 * name copies the whole i18next instance for every component that calls it, which was a fifth
 * of a server render; here each language and namespace list gets one `t` per instance.
 */
export function useTranslation(ns: Namespaces = 'common'): { t: TFunction; i18n: I18n } {
  const { i18n } = useContext(I18nContext);
  const lang = useLang();
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  const used = useContext(NamespacesUsed);
  const deferred = useContext(InsideDeferredBlock);
  if (used && !deferred) for (const name of namespaces) used.add(name);
  if (!namespaces.every((name) => i18n.hasLoadedNamespace(name))) throw i18n.loadNamespaces([...namespaces]);
  const key = `${lang}|${namespaces.join(',')}`;
  const fixedTs = fixedTsOf(i18n);
  let t = fixedTs.get(key);
  if (!t) {
    const fixed = i18n.getFixedT(lang, namespaces[0] ?? 'common');
    t = import.meta.env.SSR ? serverT(i18n, fixed, lang, namespaces[0] ?? 'common') : fixed;
    fixedTs.set(key, t);
  }
  return { t, i18n };
}

/** Translation files: src/locales/<lang>/<namespace>.json, one namespace per area of the product. */
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/**
 * English server messages are keyed by themselves (translateMessage falls back to the sentence), so
 * no page loads them: every page would otherwise download 30 KB of identical keys and values.
 */
const isOwnKeys = (lang: string, ns: string) => lang === DEFAULT_LANG && ns === 'messages';

/** The texts of some languages: every namespace, or only those named. */
export async function loadResources(
  langs: readonly Lang[],
  namespaces?: readonly string[],
): Promise<Resource> {
  const resources: Resource = {};
  await Promise.all(
    Object.entries(lazyFiles).map(async ([file, load]) => {
      const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
      if (!match || !langs.includes(match[1] as Lang)) return;
      const [, lang, ns] = match as unknown as [string, Lang, string];
      if ((namespaces && !namespaces.includes(ns)) || isOwnKeys(lang, ns)) return;
      resources[lang] ??= {};
      resources[lang][ns] = (await load()).default;
    }),
  );
  return resources;
}

/** Namespaces every page needs: the layout's texts and the translated server messages. */
export const BASE_NAMESPACES = ['common', 'auth', 'messages'] as const;

type Bundle = Record<string, unknown>;
const loadFile = (lang: string, ns: string): Promise<Bundle> =>
  isOwnKeys(lang, ns)
    ? Promise.resolve({})
    : (lazyFiles[`../locales/${lang}/${ns}.json`]?.().then((module) => module.default) ??
      Promise.resolve({}));

/**
 * Loads any other namespace the moment a component first asks for it (in the
 * browser), with its English alongside, so a text not yet translated never
 * shows as a bare key.
 */
function createLazyBackend() {
  let store: {
    hasResourceBundle(lang: string, ns: string): boolean;
    addResourceBundle(lang: string, ns: string, bundle: Bundle): void;
  };
  return {
    type: 'backend' as const,
    init(services: { resourceStore: typeof store }) {
      store = services.resourceStore;
    },
    read(lang: string, ns: string, done: (error: Error | null, data: Bundle | boolean) => void) {
      const fallback =
        lang === DEFAULT_LANG || store.hasResourceBundle(DEFAULT_LANG, ns)
          ? Promise.resolve()
          : loadFile(DEFAULT_LANG, ns).then((bundle) => store.addResourceBundle(DEFAULT_LANG, ns, bundle));
      Promise.all([loadFile(lang, ns), fallback]).then(
        ([bundle]) => done(null, bundle),
        (error: Error) => done(error, false),
      );
    },
  };
}

export const NAMESPACES = [
  ...new Set(Object.keys(lazyFiles).map((f) => /\/([\w-]+)\.json$/.exec(f)?.[1] ?? 'common')),
];

/**
 * A ready instance in one language (English behind it for anything missing).
 * The server has every text; the browser starts with the namespaces the page
 * uses and loads others when a component first needs them.
 */
export function createI18n(lang: Lang, resources: Resource, options: { lazy?: boolean } = {}): I18n {
  const instance = i18next.createInstance();
  if (options.lazy) instance.use(createLazyBackend());
  instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: options.lazy ? Object.keys(resources[lang] ?? resources[DEFAULT_LANG] ?? {}) : NAMESPACES,
    defaultNS: 'common',
    resources,
    partialBundledLanguages: options.lazy,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * Server and validation messages are English sentences (SPEC §8 texts); the
 * `messages` namespace is keyed by those sentences, so they show translated.
 */
export function translateMessage(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  return t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
}

/**
 * What a failed API call says to the reader: the server's sentence, translated,
 * else the fallback. With `serverOnly`, a call that never reached the server says
 * the fallback too, which names what failed (SPEC §8 order and payment texts).
 */
export function translateError(
  t: TFunction,
  error: unknown,
  fallback?: string,
  { serverOnly = false }: { serverOnly?: boolean } = {},
): string {
  return translateMessage(
    t,
    isApiError(error) && (error.status > 0 || !serverOnly) ? error.message : fallback,
  );
}

/** The language a request asks for: the saved choice, else the browser's preference, else English. */
export function negotiateLang(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  if (isLang(cookie)) return cookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return DEFAULT_LANG;
}
