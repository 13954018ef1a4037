import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The multipart boundaries a raw message declares. */
const boundariesOf = (message: string) =>
  [...message.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => escaped(m[1] ?? ''));

/** A file attached to a message: its name, type and bytes. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Each attached part of a raw message (Content-Disposition: attachment): its headers and its body. */
function attachedParts(message: string): { part: string; file: EmailAttachment }[] {
  const boundaries = boundariesOf(message);
  if (!boundaries.length) return [];
  const any = boundaries.join('|');
  const part = new RegExp(
    `(?<=\\n--(?:${any})\\r?\\n)((?:[^\\r\\n]+\\r?\\n)+)\\r?\\n([\\s\\S]*?)(?=\\r?\\n--(?:${any}))`,
    'g',
  );
  return [...message.matchAll(part)]
    .filter((m) => /^Content-Disposition:\s*attachment/im.test(m[1]!))
    .map((m) => {
      const headers = m[1]!.replace(/\r?\n[ \t]+/g, ' ');
      return {
        part: m[0],
        file: {
          filename: /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '',
          contentType: /^Content-Type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim() ?? '',
          content: /^Content-Transfer-Encoding:\s*base64/im.test(headers)
            ? Buffer.from(m[2]!, 'base64')
            : Buffer.from(m[2]!, 'latin1'),
        },
      };
    });
}

/** The files a raw message (as the outbox writes it) carries. */
export function emailAttachments(message: string): EmailAttachment[] {
  return attachedParts(message).map(({ file }) => file);
}

/**
 * Undoes each part's transfer encoding (quoted-printable: soft line breaks and =XX bytes;
 * base64: mostly-Arabic texts come that way) so tests can read a message as text. Each part
 * is decoded by its own encoding only: a decoded base64 text may well hold "=4F".
 */
export function readableEmail(raw: string): string {
  // An attached file is listed by name and type: its bytes are not text.
  let message = raw;
  for (const { part, file } of attachedParts(raw)) {
    message = message.replace(part, `Attachment: ${file.filename} (${file.contentType})\n`);
  }
  // A part's body runs to its multipart boundary, or to the end of a single-part message.
  const boundaries = boundariesOf(message);
  const end = boundaries.length ? `(?=\\r?\\n--(?:${boundaries.join('|')}))` : '$';
  const part = new RegExp(
    `(Content-Transfer-Encoding: (base64|quoted-printable)\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n)([\\s\\S]*?)${end}`,
    'g',
  );
  const decoded = message.replace(
    part,
    (_, headers: string, encoding: string, body: string) =>
      headers +
      (encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('latin1')
        : body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            )),
  );
  return Buffer.from(decoded, 'latin1').toString('utf8');
}

/**
 * An e-mail written to the outbox (no SMTP in tests), raw and as text, waiting a little for
 * ones sent in the background.
 */
export async function waitForMessage(
  outboxDir: string,
  matches: (message: string) => boolean,
  timeoutMs = 5000,
): Promise<{ raw: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outboxDir).catch(() => [] as string[]);
    for (const file of files) {
      const raw = await readFile(path.join(outboxDir, file), 'latin1');
      const text = readableEmail(raw);
      if (matches(text)) return { raw, text };
    }
    if (Date.now() > deadline) throw new Error('No matching e-mail in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The text of an e-mail written to the outbox, once it is there. */
export async function waitForEmail(
  outboxDir: string,
  matches: (message: string) => boolean,
  timeoutMs = 5000,
): Promise<string> {
  return (await waitForMessage(outboxDir, matches, timeoutMs)).text;
}
