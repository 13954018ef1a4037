/**
 * Ends the current task, so that the browser can draw and answer a tap before the next step:
 * on a phone every task over 50 ms is a moment the page does not respond. `scheduler.yield()`
 * resumes ahead of other waiting tasks where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
