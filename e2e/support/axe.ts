import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeRunOptions {
  /**
   * Check the contrast of Arabic text (the default). axe-core as it ships takes a run of joined
   * Arabic letters for an icon font's ligature and leaves it out of its color-contrast rule, so an
   * Arabic screen would pass with text nobody can read. `false` runs axe exactly as it ships: only
   * the test that proves this change makes the difference turns it off.
   */
  arabicText?: boolean;
}

interface AxeFinding {
  id: string;
  impact: string | null;
  /** CSS selectors of the elements, with axe's summary of each (colours and ratio for contrast). */
  nodes: { target: string; summary: string }[];
}

export interface AxeReport {
  violations: AxeFinding[];
  /** Every rule that ran, whatever its outcome: the same list with and without the Arabic change. */
  rulesRun: string[];
}

/**
 * Runs axe-core in the page (evaluated through the debugger protocol, so the CSP allows it).
 *
 * The Arabic change: axe's color-contrast rule first asks whether an element has "real text", and
 * its icon-ligature test draws the text's first letter alone and then the whole text; when the
 * whole is much narrower and looks different, it calls the text an icon font's ligature (a word
 * such as "home" drawn as one picture). Arabic letters join, so every Arabic word looks like one
 * (and after three such words, the font's every text does). axe has no option for this: the test
 * is called with fixed thresholds from the rule's `matches` function. So the rule's `matches` is
 * replaced, through `axe.configure`, by one that calls axe's own `matches` unchanged and, for an
 * element with Arabic letters in its own text only, first records the element's font in axe's
 * per-run font cache as a text font (three measurements, no ligature), then puts the cache entry
 * back as it was. Nothing else changes: the other rules, the contrast evaluation itself and any
 * other text (an icon font's real ligatures included) are axe's.
 */
export async function runAxe(page: Page, { arabicText = true }: AxeRunOptions = {}): Promise<AxeReport> {
  await page.evaluate(axeSource);
  return page.evaluate(async (checkArabic) => {
    type Matches = (this: unknown, node: Element, ...rest: unknown[]) => boolean;
    type FontRecord = { occurrences: number; numLigatures: number };
    type Result = { id: string; impact: string | null; nodes: { target: unknown[]; failureSummary?: string }[] };
    const axe = (
      window as unknown as {
        axe: {
          run(
            options?: unknown,
          ): Promise<{ violations: Result[]; passes: Result[]; incomplete: Result[]; inapplicable: Result[] }>;
          configure(spec: unknown): void;
          utils: { getRule(id: string): { matches: Matches } };
          _cache: { get<T>(key: string, create: () => T): T };
        };
      }
    ).axe;
    if (checkArabic) {
      const arabic = /\p{Script=Arabic}/u;
      const axesMatches = axe.utils.getRule('color-contrast').matches;
      const hasArabicText = (node: Element) =>
        Array.from(node.childNodes).some(
          (child) => child.nodeType === Node.TEXT_NODE && arabic.test(child.nodeValue ?? ''),
        );
      const matches: Matches = function (node, ...rest) {
        if (!hasArabicText(node)) return axesMatches.call(this, node, ...rest);
        const fonts = axe._cache.get<Record<string, FontRecord | undefined>>('fonts', () => ({}));
        const family = window.getComputedStyle(node).getPropertyValue('font-family');
        const kept = fonts[family];
        fonts[family] = { occurrences: 3, numLigatures: 0 };
        try {
          return axesMatches.call(this, node, ...rest);
        } finally {
          if (kept) fonts[family] = kept;
          else delete fonts[family];
        }
      };
      axe.configure({ rules: [{ id: 'color-contrast', matches }] });
    }
    const result = await axe.run();
    const rulesRun = [...result.violations, ...result.passes, ...result.incomplete, ...result.inapplicable]
      .map((rule) => rule.id)
      .sort();
    return {
      rulesRun,
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' '),
        })),
      })),
    };
  }, arabicText);
}

/** axe-core's serious and critical findings, Arabic text included; each names its elements, so a failure says where to look. */
export async function seriousViolations(page: Page, options?: AxeRunOptions): Promise<string[]> {
  const { violations } = await runAxe(page, options);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

/** The same findings with axe's explanation of each element (colours and ratios): for reading a failure. */
export async function seriousViolationDetails(page: Page, options?: AxeRunOptions): Promise<string[]> {
  const { violations } = await runAxe(page, options);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target} — ${n.summary}`));
}
