import { inflateSync } from 'node:zlib';

/** One piece of marked text in a PDF: what it says in reading order, and the glyphs drawn for it. */
export interface PdfSpan {
  /** The span's ActualText: the words in reading order, as copying from a viewer gives them. */
  text: string;
  /** The drawn glyphs' characters (through each font's ToUnicode map), in the order they print, left to right. */
  printed: string;
  /** The font's glyph ids as drawn (a shaped Arabic letter uses a different glyph in each position). */
  glyphIds: number[];
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<string, PdfObject> {
  const raw = pdf.toString('latin1');
  const found = new Map<string, PdfObject>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      found.set(match[1]!, { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const after = body.slice(streamAt + 'stream'.length).replace(/^\r?\n/, '');
    // Exactly /Length bytes: compressed data may itself end in a byte that looks like a line break.
    const length = /\/Length (\d+)\b(?! \d+ R)/.exec(dict)?.[1];
    const data = length ? after.slice(0, Number(length)) : after.replace(/\r?\nendstream\s*$/, '');
    let stream = Buffer.from(data, 'latin1');
    if (/\/FlateDecode/.test(dict)) {
      try {
        stream = inflateSync(stream);
      } catch {
        // Not a stream we can read (an image, say).
      }
    }
    found.set(match[1]!, { dict, stream });
  }
  return found;
}

/** A ToUnicode CMap: glyph id → the characters it stands for. */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const chars = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const from = Number.parseInt(line[1]!, 16);
      const to = Number.parseInt(line[2]!, 16);
      const targets = [...line[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => m[1]!);
      for (let id = from; id <= to; id++) {
        const target = targets.length > 1 ? targets[id - from] : undefined;
        if (target) map.set(id, chars(target));
        else if (targets[0]) {
          const first = Buffer.from(targets[0].replace(/\s/g, ''), 'hex');
          first.writeUInt16BE(first.readUInt16BE(first.length - 2) + (id - from), first.length - 2);
          map.set(id, first.swap16().toString('utf16le'));
        }
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(Number.parseInt(line[1]!, 16), chars(line[2]!));
    }
  }
  return map;
}

/** A PDF literal string's text: UTF-16 with its byte-order mark, or Latin-1. */
function literal(text: string): string {
  const bytes = Buffer.from(
    text.replace(
      /\\([nrtbf()\\])/g,
      (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c,
    ),
    'latin1',
  );
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

/**
 * The marked text of a PDF made by pdfkit with embedded fonts (our invoices): each span's
 * reading-order text, and what its glyphs print, decoded through the fonts' ToUnicode maps.
 */
export function pdfSpans(pdf: Buffer): PdfSpan[] {
  const all = objects(pdf);
  const fontMaps = new Map<string, Map<number, string>>();
  for (const { dict } of all.values()) {
    for (const ref of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = all.get(ref[2]!)?.dict ?? '';
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
      const cmap = toUnicode ? all.get(toUnicode)?.stream : undefined;
      if (cmap) fontMaps.set(ref[1]!, readCMap(cmap.toString('latin1')));
    }
  }
  const spans: PdfSpan[] = [];
  for (const { dict, stream } of all.values()) {
    if (!stream || /\/Subtype|\/Type \/XObject|\/Length1/.test(dict)) continue;
    const content = stream.toString('latin1');
    if (!/BDC|TJ/.test(content)) continue;
    let font = new Map<number, string>();
    let span: PdfSpan | null = null;
    for (const op of content.matchAll(
      /\/(F\d+) [\d.]+ Tf|\/Span <<[\s\S]*?\/ActualText \(((?:\\.|[^\\)])*)\)[\s\S]*?>> BDC|\[(.*?)\]\s*TJ|\bEMC\b/g,
    )) {
      if (op[1]) font = fontMaps.get(op[1]) ?? new Map();
      else if (op[2] !== undefined) span = { text: literal(op[2]), printed: '', glyphIds: [] };
      else if (op[3] !== undefined && span) {
        for (const hex of op[3].matchAll(/<([0-9a-fA-F]*)>/g)) {
          for (let i = 0; i + 4 <= hex[1]!.length; i += 4) {
            const id = Number.parseInt(hex[1]!.slice(i, i + 4), 16);
            span.glyphIds.push(id);
            span.printed += font.get(id) ?? '\uFFFD';
          }
        }
      } else if (op[0] === 'EMC' && span) {
        spans.push(span);
        span = null;
      }
    }
  }
  return spans;
}

/** Every line of text of one of our PDFs, in reading order. */
export function pdfText(pdf: Buffer): string {
  return pdfSpans(pdf)
    .map((span) => span.text)
    .join('\n');
}
