import bidiFactory from 'bidi-js';
import type PDFDocument from 'pdfkit';
import { FONT_FAMILIES, FONT_WEIGHTS, type FontFamily, type FontWeight, familyOf, fontFile } from './fonts';

type Doc = InstanceType<typeof PDFDocument>;

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

export interface TextBox {
  x: number;
  y: number;
  width: number;
  /** Where lines sit in the box: `start` is the right edge in a right-to-left document. */
  align?: 'start' | 'end' | 'center';
  weight?: FontWeight;
  size?: number;
  color?: string;
  /** Direction of the text itself: the document's for our own sentences, `auto` (its first letter's) for a customer's name or address. */
  dir?: Direction | 'auto';
  /** False keeps the text on one line, however long. */
  wrap?: boolean;
}

/** A piece of a line drawn in one go: one font, one direction. */
interface Run {
  text: string;
  family: FontFamily;
  rtl: boolean;
}

// Laying a run out whole (not word by word, pdfkit's default) lets the font shape an Arabic
// run's joining letters and set it right to left, spaces included.
const WHOLE_RUN: { features: PDFKit.Mixins.OpenTypeFeatures[] } = { features: [] };

/**
 * Writes text into a pdfkit document the way a browser would: each line is split into runs
 * by the Unicode bidirectional algorithm (bidi-js) and by font, runs are placed in visual
 * order, and Arabic runs are shaped by the font engine and set right to left. Each line is
 * marked with its text in reading order (ActualText), so copying or searching the PDF finds
 * "ليلى", not its glyphs in visual order.
 */
export function createTextWriter(doc: Doc, direction: Direction) {
  for (const family of FONT_FAMILIES) {
    for (const weight of FONT_WEIGHTS) {
      const { name, data } = fontFile(family, weight);
      doc.registerFont(name, data);
    }
  }

  const useFont = (family: FontFamily, weight: FontWeight, size: number) =>
    doc.font(fontFile(family, weight).name).fontSize(size);

  /** A line's runs, left to right as printed. */
  function runsOf(line: string, dir: Direction | 'auto'): Run[] {
    const levels = bidi.getEmbeddingLevels(line, dir);
    const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
    const indices = Array.from({ length: line.length }, (_, i) => i);
    const chars = indices.map((i) => mirrored.get(i) ?? line[i]!);

    // Shared characters take the font of the letters before them (else after them).
    const families: (FontFamily | null)[] = chars.map(familyOf);
    let last: FontFamily | null = null;
    for (let i = 0; i < families.length; i++) families[i] = last = families[i] ?? last;
    last = null;
    for (let i = families.length - 1; i >= 0; i--) families[i] = last = families[i] ?? last ?? 'latin';

    const order = bidi.getReorderedIndices(line, levels);

    const runs: Run[] = [];
    let current: { indices: number[]; family: FontFamily; rtl: boolean } | null = null;
    const flush = () => {
      if (!current) return;
      const { indices, family, rtl } = current;
      // An Arabic run goes in reading order: the font engine shapes it and lays it right to left.
      // Any other run goes in the order it prints.
      const reading = rtl && family === 'arabic' ? [...indices].reverse() : indices;
      runs.push({ text: reading.map((i) => chars[i]).join(''), family, rtl });
    };
    for (const index of order) {
      const rtl = (levels.levels[index] ?? 0) % 2 === 1;
      const family = families[index] ?? 'latin';
      const previous = current?.indices.at(-1);
      const adjacent = previous !== undefined && Math.abs(previous - index) === 1;
      if (current && current.family === family && current.rtl === rtl && adjacent) {
        current.indices.push(index);
      } else {
        flush();
        current = { indices: [index], family, rtl };
      }
    }
    flush();
    return runs;
  }

  function runWidth(run: Run, weight: FontWeight, size: number): number {
    return useFont(run.family, weight, size).widthOfString(run.text, WHOLE_RUN);
  }

  function lineWidth(line: string, box: Required<Pick<TextBox, 'weight' | 'size' | 'dir'>>): number {
    return runsOf(line, box.dir).reduce((sum, run) => sum + runWidth(run, box.weight, box.size), 0);
  }

  /** Lines that fit the width, broken between words in reading order. */
  function wrapLines(text: string, box: Required<Pick<TextBox, 'weight' | 'size' | 'dir' | 'width'>>) {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && lineWidth(candidate, box) > box.width) {
          lines.push(line);
          line = word;
        } else {
          line = candidate;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  return {
    direction,

    /** Draws the text in the box and answers the y just below it. */
    write(text: string, box: TextBox): number {
      const settings = {
        weight: box.weight ?? 'regular',
        size: box.size ?? 10,
        dir: box.dir ?? direction,
        width: box.width,
      };
      const lines = box.wrap === false ? [text.replace(/\n/g, ' ')] : wrapLines(text, settings);
      const lineHeight = settings.size * 1.4;
      let y = box.y;
      if (box.color) doc.fillColor(box.color);
      for (const line of lines) {
        const runs = runsOf(line, settings.dir);
        const widths = runs.map((run) => runWidth(run, settings.weight, settings.size));
        const total = widths.reduce((sum, width) => sum + width, 0);
        const align = box.align ?? 'start';
        const toRight = align === 'end' ? direction === 'ltr' : align === 'start' && direction === 'rtl';
        let x =
          align === 'center' ? box.x + (box.width - total) / 2 : toRight ? box.x + box.width - total : box.x;
        doc.markContent('Span', { actual: line });
        runs.forEach((run, i) => {
          useFont(run.family, settings.weight, settings.size).text(run.text, x, y, {
            lineBreak: false,
            ...WHOLE_RUN,
          });
          x += widths[i] ?? 0;
        });
        doc.endMarkedContent();
        y += lineHeight;
      }
      return y;
    },

    /** The width a single line of text takes. */
    widthOf(text: string, weight: FontWeight = 'regular', size = 10): number {
      return lineWidth(text, { weight, size, dir: direction });
    },
  };
}

export type TextWriter = ReturnType<typeof createTextWriter>;
