import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA (headers and body, dot-stuffing undone). */
  data: string;
}

export interface FakeSmtp {
  port: number;
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A mail server on 127.0.0.1 speaking enough SMTP (RFC 5321, no TLS, no auth)
 * for nodemailer to deliver to it; it keeps every message it accepted.
 */
export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp.test ESMTP ready');

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push({ ...envelope, data });
          envelope = { from: '', to: [] };
          reply(`250 2.0.0 queued as ${messages.length}`);
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-fake-smtp.test\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 fake-smtp.test');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 OK');
        else reply('502 5.5.2 Command not recognised');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
