/**
 * Lighthouse with its default settings — a mobile device with simulated slow 4G and a 4× slower
 * CPU — on the local Chromium. The HTML reports are kept beside the figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { resultsDir, rootDir } from './processes';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  url: string;
  /** 0–100 per category. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Lighthouse's estimate of this machine's speed; below ~1000 it warns that figures may vary. */
  benchmarkIndex: number | null;
  /** Where the HTML report was written, relative to the repository. */
  report: string;
  /** Weighted audits scoring below 90, to explain a score (category: id (value)). */
  failing: string[];
}

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** One Lighthouse run in its own browser, as Lighthouse recommends; a second try if the trace failed. */
async function auditPage(url: string, attempts = 2): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!run.lhr.runtimeError) return run;
    if (attempts > 1) return await auditPage(url, attempts - 1);
    throw new Error(`Lighthouse could not load ${url}: ${run.lhr.runtimeError.message}`);
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(pages: { name: string; url: string }[]): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const page of pages) {
    const run = await auditPage(page.url);
    const { lhr } = run;
    const reportFile = path.join(resultsDir, `lighthouse-${page.name}.html`);
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(reportFile, Array.isArray(run.report) ? run.report.join('') : run.report);

    const score = (category: Category) => {
      const value = lhr.categories[category]?.score;
      return value === null || value === undefined ? null : Math.round(value * 100);
    };
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const failing = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${category}: ${audit!.id} (${audit!.displayValue || audit!.score})`),
    );
    results.push({
      url: page.url,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      report: path.relative(rootDir, reportFile),
      failing,
    });
  }
  return results;
}
