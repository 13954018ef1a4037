import type { SourceBlock, SourcePage } from '../extract';
import type { ArticleWriter, WrittenArticle } from './types';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

interface Section {
  heading: string | null;
  level: 2 | 3;
  blocks: SourceBlock[];
}

const MAX_PARAGRAPHS_PER_SECTION = 4;
const MAX_LIST_ITEMS = 8;
const MAX_KEY_POINTS = 5;
const DESCRIPTION_LENGTH = 160;

const STOP_WORDS = new Set(
  (
    'about above after again against also among another because been before being below between both ' +
    'could does doing down during each even ever every from further have having here however into ' +
    'itself just like made make making many more most much must never only other over same should since ' +
    'some still such than that their them then there these they this those through under until very what ' +
    'when where which while will with would your yours first last best around usually often well back ' +
    'take takes away along quite really goes going time times edge leave home guide guides things ' +
    'know need needs want option options choose better early late good great little ways'
  ).split(' '),
);

const SENTENCE_BREAK = /(?<=[.!?…])\s+(?=[A-Z“"'‘(])/;
const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|half|quarter)\b/i;
const PRACTICAL_UNITS =
  /(\b(dirhams?|MAD|euros?|minutes?|hours?|km|kilometres?|kilometers?|metres?|am|pm)\b|[€$£])/i;
const ADVICE_START =
  /^(go|book|arrive|order|ask|take|avoid|keep|confirm|send|save|allow|pack|skip|bring|check|buy|try|start|plan|leave|eat|walk)\b/i;
const ADVICE_WORDS = /\b(best|avoid|must|should|only|never|always|don't|recommend|worth)\b/i;
/** Sentences that lean on the one before ("It…", "This…") read badly on their own. */
const LEANING_START = /^(it|this|that|these|those|they|he|she|here|then)\b/i;

export function sentences(text: string): string[] {
  return text
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** How much a sentence tells a visitor: numbers, prices, durations and advice count; fragments do not. */
function usefulness(sentence: string): number {
  const length = sentence.length;
  return (
    (/\d/.test(sentence) ? 3 : 0) +
    (NUMBER_WORDS.test(sentence) ? 1 : 0) +
    (PRACTICAL_UNITS.test(sentence) ? 2 : 0) +
    (ADVICE_START.test(sentence) ? 2 : 0) +
    (ADVICE_WORDS.test(sentence) ? 1 : 0) -
    (LEANING_START.test(sentence) ? 2 : 0) -
    (length < 50 || length > 230 ? 4 : 0)
  );
}

/**
 * The sentence of a passage most worth pulling out as a key point (the earliest
 * among equals); sentences of the opening paragraph stay closest to its heading.
 */
export function keySentence(paragraphs: string[]): string {
  let best = '';
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const [index, paragraph] of paragraphs.entries()) {
    for (const sentence of sentences(paragraph)) {
      const score = usefulness(sentence) + (index === 0 ? 2 : 0);
      if (score > bestScore) {
        best = sentence;
        bestScore = score;
      }
    }
  }
  return shorten(best, 230);
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** Paragraphs that are page furniture rather than prose ("7 min read", a lone date). */
const isProse = (text: string) => text.length >= 60 || /[.!?]$/.test(text);

function sections(blocks: SourceBlock[]): { intro: SourceBlock[]; sections: Section[] } {
  const intro: SourceBlock[] = [];
  const list: Section[] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph' && !isProse(block.text)) continue;
    if (block.kind === 'heading') list.push({ heading: block.text, level: block.level, blocks: [] });
    else if (list.length === 0) intro.push(block);
    else list.at(-1)!.blocks.push(block);
  }
  return { intro, sections: list.filter((s) => s.blocks.length > 0) };
}

function keyPoints(intro: SourceBlock[], body: Section[]): string[] {
  const prose = (blocks: SourceBlock[]) => blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : []));
  const points = body
    .map((section) => ({ heading: section.heading ?? '', sentence: keySentence(prose(section.blocks)) }))
    .filter((point) => point.sentence)
    .slice(0, MAX_KEY_POINTS)
    .map(({ heading, sentence }) => `<strong>${escapeHtml(heading)}:</strong> ${escapeHtml(sentence)}`);
  if (points.length >= 2) return points;
  // No headings to lean on: the most telling sentence of each paragraph instead.
  return [...intro, ...body.flatMap((s) => s.blocks)]
    .flatMap((b) => (b.kind === 'paragraph' ? [keySentence([b.text])] : []))
    .slice(1, 1 + MAX_KEY_POINTS)
    .map(escapeHtml);
}

function renderBlocks(blocks: SourceBlock[]): string {
  let paragraphs = 0;
  const html: string[] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      if (paragraphs++ >= MAX_PARAGRAPHS_PER_SECTION) continue;
      html.push(`<p>${escapeHtml(block.text)}</p>`);
    } else if (block.kind === 'list') {
      const tag = block.ordered ? 'ol' : 'ul';
      const items = block.items.slice(0, MAX_LIST_ITEMS).map((item) => `<li>${escapeHtml(item)}</li>`);
      html.push(`<${tag}>${items.join('')}</${tag}>`);
    } else if (block.kind === 'quote') {
      html.push(`<blockquote><p>${escapeHtml(block.text)}</p></blockquote>`);
    }
  }
  return html.join('\n');
}

/**
 * Search keywords: the words of the headline and headings that the text uses
 * most, names kept capitalised, plurals folded into their singular.
 */
export function keywordsOf(source: SourcePage, max = 6): string[] {
  const words = (text: string) => text.match(/[\p{L}][\p{L}'’-]{3,}/gu) ?? [];
  const base = (word: string) => word.toLowerCase().replace(/['’]s$/, '');
  const textCounts = new Map<string, number>();
  const capitalised = new Map<string, number>();
  for (const word of words(source.text)) {
    const key = base(word);
    textCounts.set(key, (textCounts.get(key) ?? 0) + 1);
    if (/^\p{Lu}/u.test(word)) capitalised.set(key, (capitalised.get(key) ?? 0) + 1);
  }
  const scores = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of words(text)) {
      let key = base(word);
      if (STOP_WORDS.has(key)) continue;
      // "taxis" counts for "taxi" when the text uses both.
      if (key.endsWith('s') && textCounts.has(key.slice(0, -1))) key = key.slice(0, -1);
      scores.set(key, (scores.get(key) ?? 0) + weight);
    }
  };
  add(source.title, 4);
  for (const heading of source.headings) add(heading, 2);
  return [...scores.entries()]
    .map(([key, score]) => ({ key, score: score + (textCounts.get(key) ?? 0) }))
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))
    .slice(0, max)
    .map(({ key }) => {
      const count = textCounts.get(key) ?? 0;
      const isName = count > 0 && (capitalised.get(key) ?? 0) / count > 0.6;
      return isName ? key.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : key;
    });
}

/**
 * The writer used without an AI key: it recomposes the source into a clean
 * article (introduction, key points, the source's own sections and a link
 * back; its summary becomes the description), keeping the source's facts and
 * words rather than inventing any.
 */
export function writeBuiltinArticle(source: SourcePage): WrittenArticle {
  const { intro, sections: body } = sections(source.blocks);
  const lead = source.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : []))[0] ?? '';
  const points = keyPoints(intro, body);
  const sourceName =
    source.siteName && source.siteName !== source.title ? `, ${escapeHtml(source.siteName)}` : '';

  const html = [
    renderBlocks(intro),
    points.length > 0 ? `<h2>At a glance</h2>\n<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>` : '',
    ...body.map(
      (section) =>
        `<h${section.level}>${escapeHtml(section.heading ?? '')}</h${section.level}>\n${renderBlocks(section.blocks)}`,
    ),
    '<hr>',
    `<p><em>Based on <a href="${escapeHtml(source.url)}">${escapeHtml(source.title)}</a>${sourceName}.</em></p>`,
  ]
    .filter(Boolean)
    .join('\n');

  return {
    title: source.title,
    description: shorten(source.description || lead, DESCRIPTION_LENGTH),
    keywords: keywordsOf(source),
    html,
  };
}

export const builtinWriter: ArticleWriter = {
  kind: 'builtin',
  model: null,
  write: async (source) => writeBuiltinArticle(source),
};
