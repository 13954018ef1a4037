import PDFDocument from 'pdfkit';
import type { Direction } from './bidi-text';
import { createTextWriter } from './bidi-text';

/**
 * A new A4 document in a language, with a text writer for its direction, and the finished
 * file's bytes once `finish()` is called.
 */
export function startPdf({
  margin,
  lang,
  dir,
  info,
}: {
  margin: number;
  lang: string;
  dir: Direction;
  info: PDFKit.DocumentInfo;
}) {
  const doc = new PDFDocument({ size: 'A4', margin, lang, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = createTextWriter(doc, dir);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  return {
    doc,
    text,
    left,
    right,
    width: right - left,
    finish: (): Promise<Buffer> => {
      doc.end();
      return done;
    },
  };
}
