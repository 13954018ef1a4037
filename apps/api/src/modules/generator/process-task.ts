import { progressPercent } from '@ochre/shared/rules/generator';
import type { Db } from '../../db/client';
import type { GenerateArticle } from './generate-article';
import { generatorRepository as repo, type TaskRow } from './repository';

/** Runs one claimed task: `task.attempts` names the claim its writes carry. */
export type ProcessTask = (task: TaskRow, signal: AbortSignal) => Promise<void>;

/** Thrown into a run whose task another run has claimed since. */
export class TaskTakenOver extends Error {
  override name = 'TaskTakenOver';
}

export const NOTHING_GENERATED = 'None of the addresses could be turned into an article.';

/** Runs `work` over `items`, `limit` at a time; the first failure stops new work and is rethrown. */
async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * One task: each address not done yet (a resumed task skips the finished ones),
 * a few at a time, every result saved as it lands; then completed, or failed
 * when not a single address gave an article.
 */
export function createTaskProcessor(deps: {
  db: Db;
  generate: GenerateArticle;
  urlConcurrency: number;
}): ProcessTask {
  const { db, generate } = deps;
  return async (task, signal) => {
    const attempt = task.attempts;
    const done = new Set(task.articles.map((article) => article.index));
    const todo = task.urls.map((url, index) => ({ url, index })).filter(({ index }) => !done.has(index));
    let finished = done.size;

    await forEachLimited(todo, deps.urlConcurrency, async ({ url, index }) => {
      signal.throwIfAborted();
      const article = await generate(url, index, signal);
      signal.throwIfAborted();
      finished++;
      const saved = await repo.appendArticle(
        db,
        task.id,
        attempt,
        article,
        progressPercent(finished, task.urls.length),
      );
      if (!saved) throw new TaskTakenOver();
    });

    signal.throwIfAborted();
    const latest = await repo.findTask(db, task.id);
    const produced = latest?.articles.some((article) => !article.error && article.html_content) ?? false;
    const finishedOk = await repo.finish(
      db,
      task.id,
      attempt,
      produced ? { status: 'completed', error: null } : { status: 'failed', error: NOTHING_GENERATED },
    );
    if (!finishedOk) throw new TaskTakenOver();
  };
}
