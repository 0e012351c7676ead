import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../support/axe';
import { useBrowser } from '../support/session';

const { openPage } = useBrowser();

/**
 * Deliberately bad samples, added to the real sign-in page so they are drawn in the app's own
 * fonts: Arabic in the back-offices' light grey on white (about 2:1) and white on the orange of
 * the old "Feature" button, an English word in the same grey, and two faults of other rules.
 */
const SAMPLES = `
  <section id="axe-samples" style="background:#ffffff;padding:16px">
    <p id="arabic-sample" style="color:#adb5bd;background:#ffffff;font-size:16px;font-weight:400">تمييز الطلب الجديد</p>
    <button id="arabic-button" type="button" style="color:#ffffff;background:#fd7e14;border:0;font-size:14px;font-weight:600">تمييز</button>
    <p id="latin-sample" style="color:#adb5bd;background:#ffffff;font-size:16px">Feature</p>
    <img id="no-alt" src="/favicon.svg" width="16" height="16">
    <button id="no-name" type="button"><svg width="16" height="16" aria-hidden="true"><circle cx="8" cy="8" r="6"/></svg></button>
  </section>`;

async function openSamples(page: Page) {
  await page.goto('/login');
  await page.locator('input[type="email"]').waitFor();
  await page.evaluate((html) => {
    document.querySelector('main, #root')?.insertAdjacentHTML('afterbegin', html);
  }, SAMPLES);
  // The canvas axe measures letters on must have the app's Arabic font, as the screen has it.
  await page.evaluate(async () => {
    await document.fonts.load("16px 'IBM Plex Sans Arabic'", 'تمييز');
    await document.fonts.ready;
  });
}

/** The elements of `rule`'s violations. */
async function flagged(page: Page, rule: string, arabicText: boolean): Promise<string[]> {
  const { violations } = await runAxe(page, { arabicText });
  return violations.filter((v) => v.id === rule).flatMap((v) => v.nodes.map((n) => n.target));
}

describe('axe checks Arabic text', () => {
  it('reports deliberately low-contrast Arabic as a serious color-contrast violation, which axe as it ships misses', async () => {
    const page = await openPage('ar');
    await openSamples(page);

    // The project's helper: the Arabic sample and the Arabic button fail, like the English word.
    const serious = await seriousViolations(page);
    const contrast = serious.find((line) => line.startsWith('serious color-contrast:')) ?? '';
    expect(contrast).toContain('#arabic-sample');
    expect(contrast).toContain('#arabic-button');
    expect(contrast).toContain('#latin-sample');

    // axe as it ships, on the same page: it measures the English word but takes the Arabic for icon ligatures.
    const shipped = await flagged(page, 'color-contrast', false);
    expect(shipped).toContain('#latin-sample');
    expect(shipped).not.toContain('#arabic-sample');
    expect(shipped).not.toContain('#arabic-button');
    await page.context().close();
  });

  it('silences no other rule: the same rules run, and other faults are still found', async () => {
    const page = await openPage('ar');
    await openSamples(page);
    const fixed = await runAxe(page);
    const shipped = await runAxe(page, { arabicText: false });
    expect(fixed.rulesRun.length).toBeGreaterThan(50);
    expect(fixed.rulesRun).toEqual(shipped.rulesRun);
    for (const rule of ['image-alt', 'button-name']) {
      expect(fixed.violations.find((v) => v.id === rule)?.impact).toBe('critical');
      expect(await flagged(page, rule, true)).toEqual(await flagged(page, rule, false));
    }
    expect(await flagged(page, 'image-alt', true)).toContain('#no-alt');
    expect(await flagged(page, 'button-name', true)).toContain('#no-name');
    await page.context().close();
  });
});
