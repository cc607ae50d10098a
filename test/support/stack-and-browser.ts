import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startTestStack } from './local-stack';

export interface StackAndBrowser {
  stack: Awaited<ReturnType<typeof startTestStack>>;
  browser: Browser;
}

/**
 * One stack (rate limits off) and one browser for a whole test file, started
 * in beforeAll and stopped in afterAll; read them from the returned object
 * inside tests.
 */
export function useStackAndBrowser(): StackAndBrowser {
  const shared = {} as StackAndBrowser;
  beforeAll(async () => {
    [shared.stack, shared.browser] = await Promise.all([startTestStack(), launchBrowser()]);
    shared.stack.rateLimiter.configure('off');
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.stack?.dispose();
  });
  return shared;
}
