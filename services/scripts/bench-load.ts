import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/local-aws';
import { type BenchStack, signInToken, startBenchStack } from './bench-stack';

/**
 * bench:load — mixed traffic against a fresh embedded stack for a bounded
 * time (BENCH_SECONDS, default 30) at concurrency 50 (BENCH_CONNECTIONS):
 * 70% page and public API reads, 20% form submissions, 10% admin lists.
 * Prints throughput, p50/p99 per route and errors, then checks that every
 * accepted submission is stored. `--json <file>` also writes the figures.
 * Prints figures; it is not a test. Rate limit off (all traffic is 127.0.0.1).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Kind = 'read' | 'form' | 'admin';
interface Target {
  kind: Kind;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: (n: number) => object;
  /** Which stored list an accepted submission must appear in. */
  lead?: 'contact' | 'meeting';
}

const READS: Target[] = [
  '/',
  '/careers',
  '/blogs',
  '/about-us',
  '/api/v1/careers/openings',
  '/api/v1/blogs/get-all-blogs',
  '/api/v1/testimonials',
  '/api/v1/content/sections',
  '/api/v1/case-studies',
  '/api/v1/contact/meeting-slots',
].map((path) => ({ kind: 'read', name: `GET ${path}`, method: 'GET', path }));

const FORMS: Target[] = [
  {
    kind: 'form',
    name: 'POST /api/v1/contact/contact-us',
    method: 'POST',
    path: '/api/v1/contact/contact-us',
    lead: 'contact',
    body: (n) => ({
      name: 'Load Visitor',
      email: 'load@example.com',
      contactNo: '+91 98765 43210',
      message: `Load test ${n}`,
      website2: '',
    }),
  },
  {
    kind: 'form',
    name: 'POST /api/v1/contact/lets-connect',
    method: 'POST',
    path: '/api/v1/contact/lets-connect',
    lead: 'meeting',
    body: (n) => ({
      fullName: 'Load Founder',
      email: 'founder@example.com',
      companyName: 'Acme',
      websiteUrl: 'acme.example.com',
      interest: 'Web Development',
      projectDuration: '3 months',
      budget: '$10K-$25K',
      projectPhase: 'New Project',
      additionalDetails: `Load test ${n}`,
      website2: '',
    }),
  },
];

const ADMIN_LISTS: Target[] = [
  '/api/v1/admin/get-contact-leads',
  '/api/v1/admin/get-let-us-connect-leads',
  '/api/v1/admin/jobs',
  '/api/v1/admin/job-queries',
  '/api/v1/admin/show-count',
].map((path) => ({ kind: 'admin', name: `GET ${path}`, method: 'GET', path }));

function pick(n: number): Target {
  const r = n % 10; // deterministic 7:2:1 mix
  const list = r < 7 ? READS : r < 9 ? FORMS : ADMIN_LISTS;
  return list[Math.floor(n / 10) % list.length] as Target;
}

interface RouteStats {
  kind: Kind;
  latencies: number[];
  status: Record<string, number>;
  errors: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number) : 0;

async function countStored(ready: BenchStack, kind: 'contact' | 'meeting'): Promise<number> {
  const { leadKeys } = await import('../src/data/lead-store');
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: ready.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
  );
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: ready.table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': leadKeys.listPk(kind) },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  db.destroy();
  return count;
}

async function bench(): Promise<number> {
  const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const { child, ready } = await startBenchStack(dataDir).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const token = await signInToken(ready);
    const baseline = {
      contact: await countStored(ready, 'contact'),
      meeting: await countStored(ready, 'meeting'),
    };
    const stats = new Map<string, RouteStats>();
    const accepted = { contact: 0, meeting: 0 };
    let next = 0;
    const deadline = Date.now() + SECONDS * 1000;
    console.log(
      `bench:load  ${SECONDS} s, ${CONNECTIONS} concurrent clients, mix 70% reads / 20% forms / 10% admin lists, rate limit off`,
    );
    const started = performance.now();
    const worker = async () => {
      while (Date.now() < deadline) {
        const n = next++;
        const t = pick(n);
        const s = stats.get(t.name) ?? { kind: t.kind, latencies: [], status: {}, errors: 0 };
        stats.set(t.name, s);
        const headers: Record<string, string> = {};
        if (t.kind === 'admin') headers.token = token;
        if (t.body) headers['content-type'] = 'application/json';
        const t0 = performance.now();
        try {
          const res = await fetch(`${ready.url}${t.path}`, {
            method: t.method,
            headers,
            body: t.body ? JSON.stringify(t.body(n)) : undefined,
            signal: AbortSignal.timeout(30_000),
          });
          await res.arrayBuffer();
          s.latencies.push(performance.now() - t0);
          const cls = `${Math.floor(res.status / 100)}xx`;
          s.status[cls] = (s.status[cls] ?? 0) + 1;
          if (t.lead && res.status >= 200 && res.status < 300) accepted[t.lead]++;
        } catch {
          s.errors++;
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const seconds = (performance.now() - started) / 1000;

    const rows = [...stats].map(([name, s]) => {
      const sorted = [...s.latencies].sort((a, b) => a - b);
      return {
        route: name,
        kind: s.kind,
        requests: s.latencies.length + s.errors,
        p50: Math.round(quantile(sorted, 0.5)),
        p99: Math.round(quantile(sorted, 0.99)),
        ...s.status,
        errors: s.errors,
      };
    });
    const total = rows.reduce((a, r) => a + r.requests, 0);
    const all5xx = rows.reduce((a, r) => a + ((r as unknown as Record<string, number>)['5xx'] ?? 0), 0);
    const errors = rows.reduce((a, r) => a + r.errors, 0);
    const stored = {
      contact: (await countStored(ready, 'contact')) - baseline.contact,
      meeting: (await countStored(ready, 'meeting')) - baseline.meeting,
    };
    const lost = accepted.contact - stored.contact + (accepted.meeting - stored.meeting);

    console.log(`\n  duration     ${seconds.toFixed(1)} s`);
    console.log(`  throughput   ${(total / seconds).toFixed(1)} req/s (${total} requests)`);
    console.log(
      `\n  ${'route'.padEnd(44)} ${'kind'.padEnd(5)} ${'reqs'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  status`,
    );
    for (const r of rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.route.localeCompare(b.route))) {
      const codes = Object.entries(r)
        .filter(([k]) => /xx$/.test(k))
        .map(([k, v]) => `${k} ${v}`)
        .join('  ');
      console.log(
        `  ${r.route.padEnd(44)} ${r.kind.padEnd(5)} ${String(r.requests).padStart(6)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)}  ${codes}${r.errors ? `  errors ${r.errors}` : ''}`,
      );
    }
    console.log(`\n  5xx          ${all5xx}`);
    console.log(`  net errors   ${errors}`);
    console.log(`  accepted     contact ${accepted.contact}, lets-connect ${accepted.meeting}`);
    console.log(`  stored       contact ${stored.contact}, lets-connect ${stored.meeting}`);
    console.log(`  lost         ${lost}`);
    const ok = all5xx === 0 && errors === 0 && lost === 0;
    console.log(ok ? '  targets met: zero 5xx, zero errors, zero lost' : '  TARGETS MISSED');
    if (jsonOut)
      writeFileSync(
        jsonOut,
        JSON.stringify(
          { seconds, connections: CONNECTIONS, total, rows, all5xx, errors, accepted, stored, lost },
          null,
          2,
        ),
      );
    return ok ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await bench();
