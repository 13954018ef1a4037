import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { usePublicSettings } from '../features/site/api/public-settings';
import { useClientConfig } from '../lib/client-config';
import { alternates, fullTitle, jsonLdText, localizedUrl, resolveHead } from '../lib/head';
import { useLang, useTranslation } from '../lib/i18n';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Keeps the head in step after client-side navigation. The server wrote the
 * first head into the HTML; this applies the same route `head` functions.
 */
export function DocumentHead() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const { publicUrl } = useClientConfig();
  const { general } = usePublicSettings();

  const lang = useLang();
  const base = publicUrl || window.location.origin;
  // With the language's prefix as the router's basename, pathname is the path after it.
  const tags = resolveHead(matches, { pathname, search, publicUrl: base, queryClient, t, lang });
  const title = fullTitle(tags, general.siteName);
  const canonicalPath = tags.canonicalPath ?? pathname;
  const canonical = localizedUrl(base, lang, canonicalPath);
  const versions = tags.noindex ? '' : JSON.stringify(alternates(base, canonicalPath));
  const jsonLd = tags.jsonLd ? jsonLdText(tags.jsonLd) : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: i18n.language re-applies translated tags
  useEffect(() => {
    document.title = title;
    setMeta('meta[name="description"]', 'name', 'description', tags.description);
    setMeta('meta[name="keywords"]', 'name', 'keywords', tags.keywords?.join(', '));
    setMeta('meta[name="robots"]', 'name', 'robots', tags.noindex ? 'noindex' : undefined);
    setMeta('meta[property="og:title"]', 'property', 'og:title', title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', tags.description);
    setMeta('meta[property="og:url"]', 'property', 'og:url', canonical);
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = canonical;
    for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
    for (const version of versions ? (JSON.parse(versions) as { hreflang: string; href: string }[]) : []) {
      const alternate = document.createElement('link');
      alternate.rel = 'alternate';
      alternate.hreflang = version.hreflang;
      alternate.href = version.href;
      document.head.append(alternate);
    }
    let script = document.head.querySelector<HTMLScriptElement>('script[data-head="jsonld"]');
    if (jsonLd) {
      if (!script) {
        script = document.createElement('script');
        script.type = 'application/ld+json';
        script.dataset.head = 'jsonld';
        document.head.append(script);
      }
      script.textContent = jsonLd;
    } else script?.remove();
  }, [
    title,
    tags.description,
    tags.keywords?.join(),
    tags.noindex,
    canonical,
    versions,
    jsonLd,
    i18n.language,
  ]);

  return null;
}
