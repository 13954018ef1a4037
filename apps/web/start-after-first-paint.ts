import type { Plugin, Rollup } from 'vite';

/** Set in the tab's sessionStorage once the web fonts' stylesheet has loaded there. */
const FONTS_SEEN = 'ochre:fonts';

/**
 * The inline script that starts the app's code and the web fonts once the server-rendered page
 * is drawn: until then the stylesheet and the largest picture have a phone's slow link
 * to themselves, so the page shows sooner. Its text is drawn first in the fallback fonts sized
 * like the web fonts (styles/app.css), which then swap in without moving a line. Where this tab
 * has loaded the fonts before (a reload, a return from a payment page), they are in the cache and
 * join the first drawing, their stylesheet holding it as the main one does. A tab opened in the
 * background draws nothing, so it starts nothing until it is shown. The server allows the script
 * by its hash (apps/api/src/plugins/web.ts). Compact: every page's HTML carries it.
 */
export function starterScript({ app, fonts }: { app: string; fonts: string }): string {
  const js = JSON.stringify;
  const addFonts =
    `f=()=>document.head.append(Object.assign(document.createElement("link"),` +
    `{rel:"stylesheet",href:${js(fonts)},blocking:s?"render":"",onload:()=>{try{sessionStorage[k]=1}catch{}}}))`;
  const start = `g=()=>setTimeout(()=>{s||f();import(${js(app)})})`;
  // Drawn means the first contentful paint reported, which the browser does once the frame is on
  // the screen (a frame callback comes before that, on a slow phone well before). A browser that
  // reports no paints starts when the page is parsed. The app itself waits for the whole page.
  const whenDrawn =
    `P.supportedEntryTypes?.includes("paint")?new P((l,o)=>l.getEntriesByName("first-contentful-paint")[0]` +
    `&&(o.disconnect(),g())).observe({type:"paint",buffered:true}):addEventListener("DOMContentLoaded",g)`;
  return `{let k=${js(FONTS_SEEN)},s,P=PerformanceObserver,${addFonts},${start};try{s=sessionStorage[k]}catch{}s&&f();${whenDrawn}}`;
}

/**
 * Replaces the template's module script with the starter. `fontsEntry` is the web fonts'
 * stylesheet, a build entry of its own, left out of the main stylesheet. In development the
 * fonts are linked directly and the module script stays.
 */
export function startAfterFirstPaint(fontsEntry: string): Plugin[] {
  return [
    {
      name: 'ochre-start-after-first-paint',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html, { bundle }) => {
          const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
          const app = entry.exec(html)?.[1];
          if (!app) throw new Error('index.html has no module script to start the app with');
          const fonts = Object.values(bundle ?? {}).find(
            (file): file is Rollup.OutputAsset =>
              file.type === 'asset' && file.originalFileNames.includes(fontsEntry),
          );
          if (!fonts) throw new Error(`the build has no stylesheet for ${fontsEntry}`);
          return html.replace(
            entry,
            `<script>${starterScript({ app, fonts: `/${fonts.fileName}` })}</script>`,
          );
        },
      },
    },
    {
      name: 'ochre-fonts-in-development',
      apply: 'serve',
      transformIndexHtml: () => [
        { tag: 'link', attrs: { rel: 'stylesheet', href: `/${fontsEntry}` }, injectTo: 'head' },
      ],
    },
  ];
}
