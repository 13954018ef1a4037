import sanitize from 'sanitize-html';

/**
 * The one HTML policy for article bodies and generated articles: structure and
 * emphasis, links and pictures; never scripts, styles, event handlers, frames or
 * javascript: URLs. Applied when HTML is saved and again when it is served.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // h1 belongs to the page title; demote it rather than drop the text.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: {
          ...attribs,
          ...(external || attribs.target === '_blank'
            ? { target: '_blank', rel: 'noopener noreferrer nofollow' }
            : {}),
        },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // Pictures only from https or our own uploads.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^(https:\/\/|\/uploads\/)/.test(frame.attribs.src ?? ''),
};

// `loading` is added by the transform above, so it must be allowed too.
(OPTIONS.allowedAttributes as Record<string, string[]>).img!.push('loading');

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
