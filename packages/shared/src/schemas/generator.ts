import { z } from 'zod';
import { cleanUrlList, isParseableUrl, isWebAddress } from '../rules/generator';

/** How many addresses one generation task takes. */
export const GENERATOR_MAX_URLS = 10;

export const generatorMessages = {
  noUrls: 'Please enter at least one valid URL.',
  tooMany: `Please enter at most ${GENERATOR_MAX_URLS} addresses at a time.`,
  notAnAddress: 'Please enter a valid web address.',
  notWebAddress: 'Please enter a full web address starting with http:// or https://.',
} as const;

/**
 * POST /api/generate-article (SPEC §7). Blank entries are dropped; any parseable
 * address is taken, so the safe fetcher can refuse other schemes with a per-URL error.
 */
export const generateArticleBody = z.strictObject({
  base_urls: z
    .array(z.string().max(2048))
    .max(100)
    .transform(cleanUrlList)
    .pipe(
      z
        .array(z.string().refine(isParseableUrl, generatorMessages.notAnAddress))
        .min(1, generatorMessages.noUrls)
        .max(GENERATOR_MAX_URLS, generatorMessages.tooMany),
    ),
});
export type GenerateArticleBody = z.input<typeof generateArticleBody>;

/** The page's form: one row per address; every filled row must be a web address, and one must be filled. */
export const generatorForm = z
  .object({ urls: z.array(z.object({ value: z.string().max(2048) })) })
  .superRefine((form, ctx) => {
    form.urls.forEach((row, index) => {
      if (row.value.trim() && !isWebAddress(row.value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['urls', index, 'value'],
          message: generatorMessages.notWebAddress,
        });
      }
    });
    const count = cleanUrlList(form.urls.map((row) => row.value)).length;
    if (count === 0) ctx.addIssue({ code: 'custom', path: ['urls'], message: generatorMessages.noUrls });
    if (count > GENERATOR_MAX_URLS) {
      ctx.addIssue({ code: 'custom', path: ['urls'], message: generatorMessages.tooMany });
    }
  });
export type GeneratorForm = z.infer<typeof generatorForm>;

export const generationTaskParams = z.strictObject({ taskId: z.string().trim().min(1).max(64) });
export const generationArticleParams = generationTaskParams.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(GENERATOR_MAX_URLS - 1),
});

export type GenerationStatus = 'pending' | 'running' | 'completed' | 'failed';

/** One address's result (SPEC §3 Generation task result), with what the writer made of it. */
export interface GeneratedArticle {
  /** Position of the address in the request. */
  index: number;
  url: string;
  scraped_data: { title: string; description: string; image: string | null; site_name: string };
  /** Sanitised article body; empty when `error` is set. */
  html_content: string;
  error: string | null;
  headline: string;
  summary: string;
  keywords: string[];
  /** The draft article saved from this result, if any. */
  draft: { _id: string; slug: string } | null;
}

export interface GenerationStartResponse {
  status: 'success';
  task_id: string;
  message: string;
}

export interface GenerationStatusResponse {
  task_id: string;
  status: GenerationStatus;
  /** "NN%" */
  progress: string;
  /** Why the whole task failed, when it did. */
  error: string | null;
  /** Every address of the task, in order: results arrive in `articles` as each is done. */
  urls: string[];
  articles: GeneratedArticle[];
}

export interface GeneratorWriterInfo {
  writer: 'ai' | 'builtin';
  model: string | null;
  maxUrls: number;
}

export interface SavedDraft {
  _id: string;
  slug: string;
  title: string;
  isPublished: false;
}
