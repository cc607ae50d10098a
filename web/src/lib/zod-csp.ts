import { config } from 'zod/mini';

/**
 * Zod probes `new Function` once to decide whether to compile fast parsers.
 * Under the site's CSP (no 'unsafe-eval') the probe throws; zod catches it,
 * but the browser still fires a `securitypolicyviolation` (and would send a
 * CSP report) on every page. `jitless` skips the probe. Imported first by
 * main.tsx, before any schema parses (test/resilience/browser-csp.test.ts).
 */
config({ jitless: true });
