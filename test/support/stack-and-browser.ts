import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { closeContexts, sharedBrowser } from './browser';
import { startTestStack, type TestStack } from './local-stack';

export interface StackAndBrowser {
  stack: TestStack;
  browser: Browser;
}

/**
 * The worker's stack (rate limits off for this file) and browser, for a whole test
 * file: taken in beforeAll, its settings and contexts put back in afterAll; read
 * them from the returned object inside tests.
 */
export function useStackAndBrowser(): StackAndBrowser {
  const shared = {} as StackAndBrowser;
  beforeAll(async () => {
    [shared.stack, shared.browser] = await Promise.all([startTestStack(), sharedBrowser()]);
    shared.stack.rateLimiter.configure('off');
  });
  afterAll(async () => {
    await closeContexts(shared.browser);
    await shared.stack?.dispose();
  });
  return shared;
}
