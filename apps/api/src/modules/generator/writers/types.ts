import type { SourcePage } from '../extract';

/** An article written from a source page; `html` is the body (no h1), sanitised by the caller. */
export interface WrittenArticle {
  title: string;
  description: string;
  keywords: string[];
  html: string;
}

/** Turns a source page into an article: the AI writer, or the built-in one without a key. */
export interface ArticleWriter {
  readonly kind: 'ai' | 'builtin';
  readonly model: string | null;
  write(source: SourcePage, signal: AbortSignal): Promise<WrittenArticle>;
}
