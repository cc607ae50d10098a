import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, started the way this machine allows (no network beyond loopback). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

const SHARED = Symbol.for('site-test.shared-browser');
type WorkerGlobal = typeof globalThis & { [SHARED]?: Promise<Browser> };

/**
 * The worker's Chromium, launched on first use and shared by the browser test files
 * of one Vitest worker (they run one after another). Each file works in contexts of
 * its own; `closeContexts()` ends them in its afterAll. Playwright ends the browser
 * when the worker exits.
 */
export function sharedBrowser(): Promise<Browser> {
  const worker = globalThis as WorkerGlobal;
  worker[SHARED] ??= launchBrowser().then((browser) => {
    // A crashed browser is launched again for the next file rather than failing it.
    browser.on('disconnected', () => {
      worker[SHARED] = undefined;
    });
    return browser;
  });
  return worker[SHARED];
}

/** Closes the contexts a file opened, so the next file starts with none. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close().catch(() => undefined)));
}
