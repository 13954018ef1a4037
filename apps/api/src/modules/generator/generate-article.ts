import type { GeneratedArticle } from '@ochre/shared/schemas/generator';
import type { FastifyBaseLogger } from 'fastify';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { extractArticle, type SourcePage } from './extract';
import { GenerationError } from './generation-error';
import { type FetchOptions, fetchPage } from './safe-fetch';
import type { ArticleWriter } from './writers/types';

export interface ArticleGeneratorDeps {
  writer: ArticleWriter;
  fetchOptions: Omit<FetchOptions, 'signal'>;
  log: FastifyBaseLogger;
}

export type GenerateArticle = (url: string, index: number, signal: AbortSignal) => Promise<GeneratedArticle>;

const https = (url: string | null) => (url?.startsWith('https://') ? url : null);

/**
 * One address from start to finish: fetch it safely, read the article out of
 * it, have it written, sanitise the result. Never throws for the address's own
 * problems: they become that result's `error`. Only cancellation escapes.
 */
export function createArticleGenerator({ writer, fetchOptions, log }: ArticleGeneratorDeps): GenerateArticle {
  return async (url, index, signal) => {
    let source: SourcePage | null = null;
    const result = (fields: Partial<GeneratedArticle>): GeneratedArticle => ({
      index,
      url,
      scraped_data: {
        title: source?.title ?? '',
        description: source?.description ?? '',
        image: https(source?.leadImage ?? null),
        site_name: source?.siteName ?? '',
      },
      html_content: '',
      error: null,
      headline: '',
      summary: '',
      keywords: [],
      draft: null,
      ...fields,
    });

    try {
      const page = await fetchPage(url, { ...fetchOptions, signal });
      source = extractArticle(page.html, page.url);
      const written = await writer.write(source, signal);
      const html = sanitizeHtml(written.html);
      if (!html) throw new GenerationError('The writer produced an empty article.');
      return result({
        html_content: html,
        headline: written.title,
        summary: written.description,
        keywords: written.keywords,
      });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (error instanceof GenerationError) return result({ error: error.message });
      log.error({ err: error, url }, 'article generation failed unexpectedly');
      return result({ error: 'Something went wrong while writing this article. Please try again.' });
    }
  };
}
