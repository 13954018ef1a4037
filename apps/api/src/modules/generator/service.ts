import {
  GENERATOR_MAX_URLS,
  type GenerationStartResponse,
  type GenerationStatusResponse,
  type GeneratorWriterInfo,
  type SavedDraft,
} from '@ochre/shared/schemas/generator';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/content';
import type { UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { uniqueSlug } from '../../lib/unique-slug';
import type { Jobs } from '../jobs/jobs';
import { createArticleGenerator } from './generate-article';
import { createTaskProcessor } from './process-task';
import { generatorRepository as repo, type TaskRow } from './repository';
import { defineGenerationJobs, GENERATION_QUEUE, type GenerationJob } from './task-jobs';
import { builtinWriter } from './writers/builtin';
import { createOpenAiWriter } from './writers/openai';
import type { ArticleWriter } from './writers/types';

const TASK_NOT_FOUND = 'This generation task does not exist.';
/** Addresses of one task worked on at once. */
const URL_CONCURRENCY = 3;

export interface GeneratorDeps {
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  config: Pick<Config, 'openai' | 'generatorAllowPrivateUrls' | 'publicUrl'>;
}

function statusView(task: TaskRow): GenerationStatusResponse {
  return {
    task_id: task.id,
    status: task.status,
    progress: `${task.progress}%`,
    error: task.error,
    urls: task.urls,
    articles: [...task.articles].sort((a, b) => a.index - b.index),
  };
}

/** Keywords as the articles list shows tags: capitalised, a handful. */
const asTags = (keywords: string[]) =>
  keywords.slice(0, 5).map((word) => word.replace(/^\p{Ll}/u, (c) => c.toUpperCase()));

/** SPEC §2 AI article generator: tasks, their background work, and drafts from their results. */
export function createGeneratorService(deps: GeneratorDeps) {
  const { db, jobs, log, config } = deps;
  const writer: ArticleWriter = config.openai ? createOpenAiWriter(config.openai) : builtinWriter;
  const generate = createArticleGenerator({
    writer,
    log,
    fetchOptions: {
      allowPrivate: config.generatorAllowPrivateUrls,
      userAgent: `OchreArticleGenerator/1.0 (+${config.publicUrl})`,
    },
  });
  defineGenerationJobs({
    jobs,
    db,
    process: createTaskProcessor({ db, generate, urlConcurrency: URL_CONCURRENCY }),
  });

  async function ownTask(user: UserRow, taskId: string): Promise<TaskRow> {
    const task = await repo.findTask(db, taskId);
    // Another admin's task is as good as missing: nothing about it is revealed.
    if (!task || task.createdBy !== user.id) throw new NotFound(TASK_NOT_FOUND);
    return task;
  }

  return {
    writerInfo(): GeneratorWriterInfo {
      return { writer: writer.kind, model: writer.model, maxUrls: GENERATOR_MAX_URLS };
    },

    async start(user: UserRow, urls: string[]): Promise<GenerationStartResponse> {
      // The task and its job are committed together: no task is left without its job.
      const task = await db.transaction(async (tx) => {
        const inserted = await repo.insertTask(tx, { createdBy: user.id, urls });
        await jobs.send<GenerationJob>(GENERATION_QUEUE, { taskId: inserted.id }, { tx });
        return inserted;
      });
      return { status: 'success', task_id: task.id, message: 'Article generation started.' };
    },

    async status(user: UserRow, taskId: string): Promise<GenerationStatusResponse> {
      return statusView(await ownTask(user, taskId));
    },

    /** A draft in the articles table from one result; saving the same result again returns that draft. */
    async saveDraft(
      user: UserRow,
      taskId: string,
      index: number,
    ): Promise<{ draft: SavedDraft; created: boolean }> {
      await ownTask(user, taskId);
      try {
        return await db.transaction(async (tx) => {
          const task = await repo.findTaskForUpdate(tx, taskId);
          if (!task) throw new NotFound(TASK_NOT_FOUND);
          const result = task.articles.find((article) => article.index === index);
          if (!result) throw new NotFound('This address has no result yet.');
          if (result.error || !result.html_content) {
            throw new Conflict('There is no article to save for this address.');
          }
          if (result.draft && (await repo.articleExists(tx, result.draft._id))) {
            const title = result.headline || result.scraped_data.title;
            return { draft: { ...result.draft, title, isPublished: false }, created: false };
          }

          const title = (result.headline || result.scraped_data.title || 'Untitled article').slice(0, 200);
          const saved = await repo.insertArticle(tx, {
            slug: await uniqueSlug(tx, articles, articles.slug, title),
            title,
            content: sanitizeHtml(result.html_content),
            // The source's pictures belong to the source: the editor picks the draft's image.
            image: '',
            tags: asTags(result.keywords),
            authorId: user.id,
            authorName: user.name,
            isPublished: false,
            metaTitle: title.slice(0, 70),
            metaDescription: (result.summary || result.scraped_data.description).slice(0, 300),
            keywords: result.keywords.slice(0, 12),
          });
          const draft = { _id: saved.id, slug: saved.slug };
          await repo.setArticles(
            tx,
            taskId,
            task.articles.map((article) => (article.index === index ? { ...article, draft } : article)),
          );
          return { draft: { ...draft, title: saved.title, isPublished: false }, created: true };
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new Conflict('Another article took this title at the same moment. Please try again.');
        }
        throw error;
      }
    },
  };
}

export type GeneratorService = ReturnType<typeof createGeneratorService>;
