/**
 * Work that goes on after the answer was sent (e-mails): nothing waits for it,
 * except shutting down, which lets what is still running finish.
 */
export function createBackground() {
  const running = new Set<Promise<void>>();
  return {
    run(work: Promise<void>): void {
      running.add(work);
      void work.finally(() => running.delete(work));
    },

    async drain(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}
