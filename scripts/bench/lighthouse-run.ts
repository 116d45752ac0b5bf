/** One Lighthouse run in a fresh Chromium, reduced to the figures the bench prints. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs } from '../../e2e/support/chromium';

export type Sample = Record<string, number>;
export type Preset = 'mobile' | 'desktop';

const SCORES = ['performance', 'accessibility', 'best-practices', 'seo'];
const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'total-byte-weight',
  // Main-thread work during load: style, layout, paint, parsing and script together.
  'mainthread-work-breakdown',
];

interface ResourceItem {
  resourceType?: string;
  transferSize?: number;
}

type Items = { items?: ResourceItem[] } | undefined;

/** A sample, or the runtime error's code when Lighthouse could not read the trace. */
export async function lighthouseRun(
  url: string,
  preset: Preset,
  chromePath: string,
): Promise<Sample | string> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'giza-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) return runtimeError.code;
    const sample: Sample = { 'benchmark-index': environment.benchmarkIndex };
    for (const key of SCORES) sample[key] = categories[key]?.score ?? NaN;
    for (const key of AUDITS) sample[key] = audits[key]?.numericValue ?? NaN;
    const summary = audits['resource-summary']?.details as Items;
    const scripts = summary?.items?.find((item) => item.resourceType === 'script');
    sample['script-bytes'] = scripts?.transferSize ?? 0;
    // Lighthouse's model sends a document whole: one round trip if it fits the first TCP
    // window of 14.6 KB, headers included, another after that.
    const requests = audits['network-requests']?.details as Items;
    const page = requests?.items?.find((item) => item.resourceType === 'Document');
    sample['document-bytes'] = page?.transferSize ?? NaN;
    return sample;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
