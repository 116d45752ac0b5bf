/** The bench's tables and its verdicts on issue 14's targets (printed, never enforced). */
import type { Preset, Sample } from './lighthouse-run';

type Show = (v: number) => string;
const score: Show = (v) => `${Math.round(v * 100)}`;
const seconds: Show = (v) => `${(v / 1000).toFixed(2)} s`;
const ms: Show = (v) => `${Math.round(v)} ms`;
const kb: Show = (v) => `${(v / 1024).toFixed(1)} KB`;
/** Exact bytes, where a limit is set in bytes (the first TCP window). */
const bytes: Show = (v) =>
  Number.isFinite(v) ? `${Math.round(v).toLocaleString('en')} B` : 'unknown';

const METRICS: [key: string, label: string, show: Show][] = [
  ['performance', 'Performance', score],
  ['accessibility', 'Accessibility', score],
  ['best-practices', 'Best practices', score],
  ['seo', 'SEO', score],
  ['first-contentful-paint', 'FCP', seconds],
  ['largest-contentful-paint', 'LCP', seconds],
  ['total-blocking-time', 'TBT', ms],
  ['mainthread-work-breakdown', 'Main-thread work', ms],
  ['cumulative-layout-shift', 'CLS', (v) => v.toFixed(3)],
  ['speed-index', 'Speed Index', seconds],
  ['script-bytes', 'JS on the wire', kb],
  ['document-bytes', 'Document on the wire', bytes],
  ['total-byte-weight', 'Transferred', kb],
  ['benchmark-index', 'Benchmark index', (v) => `${Math.round(v)}`],
];

export function printTable(
  preset: Preset,
  runs: number,
  ours: Sample,
  floor: Sample,
  other?: Sample,
): void {
  const head = ['metric', 'this page', 'floor page', 'ratio', ...(other ? ['other page'] : [])];
  const rows = METRICS.map(([key, label, show]) => {
    const [a = NaN, b = NaN] = [ours[key], floor[key]];
    const ratio = b > 0 && !key.startsWith('benchmark') ? (a / b).toFixed(2) : '';
    return [label, show(a), show(b), ratio, ...(other ? [show(other[key] ?? NaN)] : [])];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${preset} (medians of ${runs} runs, taking turns with the floor page)`);
  console.log(`${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

interface Target {
  label: string;
  value: number;
  limit: number;
  show: Show;
}

/** Issue 14's targets for mobile; desktop keeps its earlier ones. */
function targets(preset: Preset, ours: Sample, floor: Sample): Target[] {
  const get = (sample: Sample, key: string) => sample[key] ?? NaN;
  const ratio = (key: string) => get(ours, key) / get(floor, key);
  const fast = get(ours, 'benchmark-index') >= 1500;
  const common: Target[] = [
    {
      label: 'CLS',
      value: get(ours, 'cumulative-layout-shift'),
      limit: 0.01,
      show: (v: number) => v.toFixed(3),
    },
    ...['accessibility', 'best-practices', 'seo'].map((key) => ({
      label: key,
      value: -get(ours, key),
      limit: -1,
      show: (v: number) => score(-v),
    })),
  ];
  if (preset === 'desktop')
    return [
      { label: 'TBT', value: get(ours, 'total-blocking-time'), limit: 50, show: ms },
      ...common,
    ];
  const ratioShow: Show = (v) => `${v.toFixed(2)}x the floor`;
  return [
    { label: 'LCP', value: ratio('largest-contentful-paint'), limit: 1.35, show: ratioShow },
    {
      label: 'main-thread work',
      value: ratio('mainthread-work-breakdown'),
      limit: 3.5,
      show: ratioShow,
    },
    {
      label: `TBT (benchmark index ${fast ? '≥' : '<'} 1500)`,
      value: get(ours, 'total-blocking-time'),
      limit: fast ? 50 : 100,
      show: ms,
    },
    { label: 'JS on the wire', value: get(ours, 'script-bytes'), limit: 70 * 1024, show: kb },
    ...common,
  ];
}

/** Lighthouse's model sends this much in a connection's first round trip (10 TCP segments). */
const FIRST_WINDOW = 10 * 1460;

export function printVerdicts(preset: Preset, ours: Sample, floor: Sample): void {
  for (const t of targets(preset, ours, floor)) {
    const met = t.value <= t.limit;
    console.log(
      `  ${met ? 'meets' : 'MISSES'} ${t.label}: ${t.show(t.value)} (limit ${t.show(t.limit)})`,
    );
  }
  const page = ours['document-bytes'] ?? NaN;
  if (!Number.isFinite(page)) {
    console.log('  note: Lighthouse listed no document, so its size on the wire is unknown');
    return;
  }
  const fits = page > FIRST_WINDOW ? 'more than' : 'within';
  console.log(
    `  note: the document is ${bytes(page)} on the wire, ${fits} the ${bytes(FIRST_WINDOW)} Lighthouse's model sends in one round trip`,
  );
}
