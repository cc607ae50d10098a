import type { Summary } from './bench-web-lighthouse';

/** The `bench:web` table: the page as served, then its no-JS copy (the floor), then the machine's load. */
const COLUMNS: ReadonlyArray<readonly [string, number]> = [
  ['JS', 6],
  ['CSS', 6],
  ['HTML', 6],
  ['total', 7],
  ['perf', 5],
  ['spread', 8],
  ['LCP s', 6],
  ['TBT', 5],
  ['a11y', 5],
  ['bp', 4],
  ['seo', 4],
  ['agent', 6],
  ['|', 2],
  ['HTML', 6],
  ['total', 7],
  ['perf', 5],
  ['spread', 8],
  ['LCP s', 6],
  ['TBT', 5],
  ['load', 6],
];
const ROUTE_WIDTH = 40;
/** Where the floor's columns start, after the route and the served page's columns. */
const FLOOR_AT = COLUMNS.slice(0, 12).reduce((sum, [, width]) => sum + width, 0);

export interface RowFigures {
  /** gzip KB */
  jsKb: number;
  cssKb: number;
  htmlKb: number;
  floorHtmlKb: number;
  served: Summary;
  floor: Summary;
  load1: number;
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const spread = (s: Summary) => (s.runs > 1 ? `${s.perfMin}-${s.perfMax}` : '');

export function tableHeader(): string {
  return [
    `${''.padEnd(ROUTE_WIDTH)}${'as served'.padEnd(FLOOR_AT)}| no-JS copy (the floor)`,
    `${'route'.padEnd(ROUTE_WIDTH)}${COLUMNS.map(([name, width]) => name.padStart(width)).join('')}`,
  ].join('\n');
}

export function tableRow(route: string, f: RowFigures): string {
  const s = f.served;
  const cells = [
    fixed(f.jsKb),
    fixed(f.cssKb),
    fixed(f.htmlKb),
    fixed(s.transferBytes / 1024, 0),
    s.scores.performance ?? '-',
    spread(s),
    fixed(s.lcpMs / 1000),
    fixed(s.tbtMs, 0),
    s.scores.accessibility ?? '-',
    s.scores['best-practices'] ?? '-',
    s.scores.seo ?? '-',
    s.scores['agentic-browsing'] ?? '-',
    '|',
    fixed(f.floorHtmlKb),
    fixed(f.floor.transferBytes / 1024, 0),
    f.floor.scores.performance ?? '-',
    spread(f.floor),
    fixed(f.floor.lcpMs / 1000),
    fixed(f.floor.tbtMs, 0),
    fixed(f.load1, 2),
  ];
  return `${route.padEnd(ROUTE_WIDTH)}${cells.map((c, i) => String(c).padStart(COLUMNS[i]?.[1] ?? 6)).join('')}`;
}
