import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Undoes each part's transfer encoding (quoted-printable: soft line breaks and =XX bytes;
 * base64: mostly-Arabic texts come that way) so tests can read a message as text. Each part
 * is decoded by its own encoding only: a decoded base64 text may well hold "=4F".
 */
export function readableEmail(message: string): string {
  // A part's body runs to its multipart boundary, or to the end of a single-part message.
  const boundaries = [...message.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) =>
    (m[1] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
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

/** The e-mails written to the outbox (no SMTP in tests), waiting a little for ones sent in the background. */
export async function waitForEmail(
  outboxDir: string,
  matches: (message: string) => boolean,
  timeoutMs = 5000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outboxDir).catch(() => [] as string[]);
    for (const file of files) {
      const message = readableEmail(await readFile(path.join(outboxDir, file), 'latin1'));
      if (matches(message)) return message;
    }
    if (Date.now() > deadline) throw new Error('No matching e-mail in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
