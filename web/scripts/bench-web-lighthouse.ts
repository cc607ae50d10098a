import lighthouse from 'lighthouse';

/**
 * One Lighthouse mobile run (its default preset: slow 4G, 4× CPU slowdown) and
 * the figures `bench:web` prints: the category scores, LCP, TBT, the bytes the
 * page transferred and the scripts it loaded without any interaction.
 */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo', 'agentic-browsing'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Run {
  scores: Partial<Record<Category, number>>;
  lcpMs: number;
  tbtMs: number;
  /** Everything the page load transferred (compressed), in bytes. */
  transferBytes: number;
  /** Path of every script the load requested (none of them after an interaction: Lighthouse does not interact). */
  scripts: string[];
  /** Bytes transferred per image path (the hero a real photo costs the device, bench:web --photo). */
  imageBytes: Record<string, number>;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export async function lighthouseRun(
  url: string,
  port: number,
  categories: readonly Category[] = CATEGORIES,
): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores: Run['scores'] = {};
  for (const id of categories) {
    const score = lhr.categories[id]?.score;
    if (typeof score === 'number') scores[id] = Math.round(score * 100);
  }
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    transferBytes: items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    scripts: items.filter((i) => i.resourceType === 'Script').map((i) => new URL(i.url).pathname),
    imageBytes: Object.fromEntries(
      items
        .filter((i) => i.resourceType === 'Image' && i.url.startsWith('http'))
        .map((i) => [new URL(i.url).pathname, i.transferSize ?? 0]),
    ),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export type Summary = Run & { perfMin: number; perfMax: number; runs: number };

/** Several runs of one page: the median of every figure, and the performance spread (min–max). */
export function summarize(all: readonly Run[]): Summary {
  const scores: Run['scores'] = {};
  for (const id of CATEGORIES) {
    const values = all.map((r) => r.scores[id]).filter((v): v is number => typeof v === 'number');
    if (values.length) scores[id] = median(values);
  }
  const perf = all.map((r) => r.scores.performance ?? 0);
  return {
    scores,
    lcpMs: median(all.map((r) => r.lcpMs)),
    tbtMs: median(all.map((r) => r.tbtMs)),
    transferBytes: median(all.map((r) => r.transferBytes)),
    scripts: [...new Set(all.flatMap((r) => r.scripts))],
    imageBytes: Object.assign({}, ...all.map((r) => r.imageBytes)),
    perfMin: Math.min(...perf),
    perfMax: Math.max(...perf),
    runs: all.length,
  };
}
