/**
 * bench:resilience (issue 14): adversarial requests against a fresh local
 * stack, one at a time, timed end to end; prints each, the slowest (goal
 * < 1 s) and any 5xx (goal: none). Then the old and new regex paths of
 * finding 4 side by side at n and 10·n, so the growth is visible in figures.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { textToList } from '@app/shared/careers';
import { growthRatio } from '@app/shared/testing/growth-ratio';
import { imageSources, spanStyle } from '../src/lib/sanitize-html';
import { sessionProbes } from './bench-session-probes';
import { signInToken, startBenchStack } from './bench-stack';
import { SEC_AUDIT_PROBES } from './resilience-probes/sec-audit';

interface Attack {
  name: string;
  method: string;
  path: string;
  body?: string;
  staff?: boolean;
  headers?: Record<string, string>;
}

const json = (value: unknown) => JSON.stringify(value);
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
/** Issue 25, finding 3: one address, a new User-Agent per beacon (20 visitors, then the overflow visitor). */
const uaRotation: Attack[] = Array.from({ length: 30 }, (_, i) => ({
  name: `beacon ${i + 1}/30 with a new User-Agent (issue 25.3)`,
  method: 'POST',
  path: '/api/v1/analytics/collect',
  headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': `${CHROME} rotate-${i}` },
  body: json({ n: 'pageview', u: '/' }),
}));

const blog = (content: string) =>
  json({
    title: 'Hostile post',
    content,
    industry: 'Technology',
    tags: ['x'],
    slug: 'hostile-post',
    heroImage: '/media/blog/00000000-0000-4000-8000-000000000000.png',
    heroImageAlt: 'x',
    ogImage: '/media/blog/00000000-0000-4000-8000-000000000001.png',
  });
const job = (field: string, value: string) =>
  json({
    jobTitle: 'Hostile',
    category: 'IT',
    location: ['Remote'],
    jobType: 'Full-Time',
    schedule: 'Day Shift',
    salaryMin: 1,
    salaryMax: 2,
    education: 'Graduate',
    jobLevel: 'Entry',
    jobDescription: 'x',
    qualifications: 'x',
    deadline: '2099-01-01',
    [field]: value,
  });

const ATTACKS: Attack[] = [
  {
    name: 'blog 195 KB: whitespace before !important (finding 4)',
    method: 'POST',
    path: '/api/v1/blogs/publish-blog',
    staff: true,
    body: blog(`<p><span style="font-family:a${' '.repeat(195_000)}x!important">x</span></p>`),
  },
  {
    name: 'blog 195 KB: <img< repeated (image sources)',
    method: 'POST',
    path: '/api/v1/blogs/publish-blog',
    staff: true,
    body: blog('<img<'.repeat(39_000)),
  },
  {
    name: 'blog over the rich-text limit',
    method: 'POST',
    path: '/api/v1/blogs/publish-blog',
    staff: true,
    body: blog('x'.repeat(250_000)),
  },
  {
    name: 'job 20 KB qualifications: <P\\r repeated (textToList)',
    method: 'POST',
    path: '/api/v1/admin/jobs',
    staff: true,
    body: job('qualifications', `K${'<P\r'.repeat(3_300)}`),
  },
  {
    name: 'job 20 KB description: < repeated (tag strip)',
    method: 'POST',
    path: '/api/v1/admin/jobs',
    staff: true,
    body: job('jobDescription', '<'.repeat(19_000)),
  },
  {
    name: 'contact: 64 KB name of <! (HTML check)',
    method: 'POST',
    path: '/api/v1/contact/contact-us',
    body: json({ name: '<!'.repeat(30_000), email: 'a@b.co', contactNo: '+91 98765 43210' }),
  },
  {
    name: 'public blog slug of 2,100 characters (finding 7)',
    method: 'GET',
    path: `/api/v1/blogs/get-single-blog?slug=${'a'.repeat(2100)}`,
  },
  {
    name: '/media traversal to a resume (finding 9)',
    method: 'GET',
    path: '/media/..%2f..%2fx/resumes/a.pdf',
  },
  { name: 'path of 4,000 slashes', method: 'GET', path: `/admin${'/'.repeat(4000)}x` },
  {
    name: 'display name with U+000B (issue 25.4, 400)',
    method: 'PUT',
    path: '/api/v1/user/profile',
    staff: true,
    body: json({ displayName: 'Ana\u000BRao' }),
  },
  {
    name: 'blog title with U+0001 and U+000B (issue 25.4, no 5xx)',
    method: 'POST',
    path: '/api/v1/blogs/publish-blog',
    staff: true,
    body: json({ ...JSON.parse(blog('<p>Body</p>')), title: 'Feed\u0001 probe\u000B', slug: 'feed-probe' }),
  },
  { name: 'RSS feed (issue 25.4; parsed below)', method: 'GET', path: '/blogs/rss.xml' },
  ...uaRotation,
  {
    name: 'beacon with a javascript: referrer (issue 25.3, 400)',
    method: 'POST',
    path: '/api/v1/analytics/collect',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME },
    body: json({ n: 'pageview', u: '/?utm_source=%3Cb%3E', r: 'javascript:alert(1)' }),
  },
  {
    name: '11 MB body (413, drained)',
    method: 'POST',
    path: '/api/v1/contact/contact-us',
    body: 'x'.repeat(11 * 1024 * 1024),
  },
  ...SEC_AUDIT_PROBES,
];

/** xmllint --noout (issue 25, finding 4); .ci/run installs it. */
function parsesAsXml(xml: string): boolean {
  try {
    execFileSync('xmllint', ['--noout', '-'], { input: xml, stdio: ['pipe', 'ignore', 'ignore'] });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-resilience-'));
  const { child, ready } = await startBenchStack(dataDir);
  try {
    const token = await signInToken(ready);
    const rows: { name: string; status: number | string; ms: number }[] = [];
    for (const attack of ATTACKS) {
      const started = performance.now();
      const status = await fetch(`${ready.url}${attack.path}`, {
        method: attack.method,
        headers: {
          'content-type': 'application/json',
          ...(attack.staff ? { token } : {}),
          ...attack.headers,
        },
        body: attack.body,
      }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.status;
        },
        (e: Error) => `error ${e.message}`,
      );
      rows.push({ name: attack.name, status, ms: performance.now() - started });
    }
    // Last: they end the bench admin's sessions.
    rows.push(...(await sessionProbes(ready)));
    console.log('bench:resilience  adversarial requests, one at a time, against a fresh local stack');
    for (const r of rows)
      console.log(`  ${r.name.padEnd(58)} ${String(r.status).padStart(5)} ${r.ms.toFixed(0).padStart(6)} ms`);
    const slowest = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
    const failures = rows.filter((r) => typeof r.status !== 'number' || r.status >= 500);
    console.log(`  slowest: ${slowest.name} in ${slowest.ms.toFixed(0)} ms (goal < 1000 ms)`);
    console.log(`  5xx or network errors: ${failures.length} (goal 0)`);
    const feedParses = parsesAsXml(await fetch(`${ready.url}/blogs/rss.xml`).then((r) => r.text()));
    console.log(
      `  RSS feed after the control-character probes: ${feedParses ? 'parses' : 'DOES NOT PARSE'} (xmllint)`,
    );

    console.log('\nregex growth, n -> 10·n characters (linear ≈ 10, quadratic ≈ 100), fastest of 3:');
    const oldImportant = (s: string) => /\s*!\s*important$/i.exec(s);
    const oldImages = (s: string) => [...s.matchAll(/<img\b[^>]*?\bsrc="([^"]*)"/gi)];
    const oldList = (s: string) => s.split(/<\/?(?:li|p|ul|ol|h[1-6]|blockquote)\b[^>]*>|<br\s*\/?>|\r?\n/i);
    const cases = [
      ['!important (before)', oldImportant, (n: number) => `a${' '.repeat(n)}x!important`],
      ['!important (after: spanStyle)', spanStyle, (n: number) => `font-family:a${' '.repeat(n)}x!important`],
      ['image sources (before)', oldImages, (n: number) => '<img<'.repeat(n / 5)],
      ['image sources (after)', imageSources, (n: number) => '<img<'.repeat(n / 5)],
      ['textToList split (before)', oldList, (n: number) => `K${'<P\rQ'.repeat(n / 4)}`],
      ['textToList (after)', textToList, (n: number) => `K${'<P\rQ'.repeat(n / 4)}`],
    ] as const;
    for (const [name, fn, input] of cases) {
      const g = growthRatio(fn as (s: string) => unknown, input, 4_000);
      console.log(
        `  ${name.padEnd(32)} n=4,000 ${g.smallMs.toFixed(2).padStart(8)} ms  10n ${g.largeMs.toFixed(2).padStart(9)} ms  ratio ${g.ratio.toFixed(0).padStart(4)}`,
      );
    }
    const met = slowest.ms < 1000 && failures.length === 0 && feedParses;
    console.log(met ? '  targets met: slowest < 1 s, zero 5xx' : '  TARGETS MISSED');
    process.exitCode = met ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
