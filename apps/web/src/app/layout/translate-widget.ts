/**
 * SPEC §1, §7: the page-translation widget (Google's translate element, or what
 * TRANSLATE_WIDGET_SCRIPT_URL names), loaded only when a visitor asks for it.
 * The script calls back `googleTranslateElementInit` (the `cb` of its address),
 * which draws the widget into the given element.
 */
interface TranslateElementApi {
  translate: {
    TranslateElement: new (
      options: { pageLanguage: string; autoDisplay: boolean },
      elementId: string,
    ) => unknown;
  };
}

declare global {
  interface Window {
    google?: TranslateElementApi;
    googleTranslateElementInit?: () => void;
  }
}

/** The element the widget draws into, and the select it draws (Google's class name). */
export const TRANSLATE_ELEMENT_ID = 'google_translate_element';
export const TRANSLATE_SELECT = 'select.goog-te-combo';

let loading: Promise<void> | null = null;

/** Loads the script once, however often it is asked for; resolves when the widget is drawn. */
export function loadTranslateWidget(scriptUrl: string, pageLanguage: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    window.googleTranslateElementInit = () => {
      const api = window.google?.translate;
      if (!api) return reject(new Error('The translation widget did not load.'));
      new api.TranslateElement({ pageLanguage, autoDisplay: false }, TRANSLATE_ELEMENT_ID);
      resolve();
    };
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The translation widget could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}
