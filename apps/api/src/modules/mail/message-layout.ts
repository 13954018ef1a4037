import type { Locale } from '../../i18n/locale';

/** What most customer e-mails say: a heading, paragraphs, a table of facts and links. */
export interface MessageParts {
  heading: string;
  paragraphs: readonly string[];
  rows?: readonly (readonly [string, string])[];
  links?: readonly (readonly [string, string])[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain-text and an HTML version of one message, in the reader's language and
 * direction (Arabic reads right to left, its table's values on the left).
 */
export function renderMessage(locale: Locale, { heading, paragraphs, rows = [], links = [] }: MessageParts) {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(rows.length ? [''] : []),
    ...links.map(([label, url]) => `${label}: ${url}`),
  ].join('\n');
  const end = locale.dir === 'rtl' ? 'left' : 'right';
  const html = `<!doctype html><html lang="${locale.lang}" dir="${locale.dir}"><body dir="${locale.dir}" style="font-family:Georgia,serif;color:#1d2424;max-width:560px;margin:auto">
<h1 style="font-size:22px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="font-family:Arial,sans-serif;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<table dir="${locale.dir}" style="width:100%;border-collapse:collapse;font-family:Arial,sans-serif">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:6px 0;border-bottom:1px solid #e6ddd0">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid #e6ddd0;text-align:${end}">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
${links.map(([label, url]) => `<p style="font-family:Arial,sans-serif"><a href="${escapeHtml(url)}" style="color:#a4561f">${escapeHtml(label)}</a></p>`).join('\n')}
</body></html>`;
  return { text, html };
}
