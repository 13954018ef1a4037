import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Undoes quoted-printable (soft line breaks, =XX bytes) so tests can read a message as text. */
function readable(message: string): string {
  const joined = message.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
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
      const message = readable(await readFile(path.join(outboxDir, file), 'latin1'));
      if (matches(message)) return message;
    }
    if (Date.now() > deadline) throw new Error('No matching e-mail in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
