import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export { type APIRequestContext, devices, expect, type Page } from '@playwright/test';

/**
 * Every journey comes from its own visitor address, as real visitors do: the site sits
 * behind one trusted proxy here (TRUST_PROXY=1 in serve.mjs), so the per-address limits
 * (sign-ups, sign-ins) count each journey apart instead of the whole run as one visitor.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a = 0, b = 0, c = 0] = createHash('sha256')
      .update(`${testInfo.testId}:${testInfo.project.name}:${testInfo.retry}`)
      .digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${a}.${b}.${c}` });
  },
});
