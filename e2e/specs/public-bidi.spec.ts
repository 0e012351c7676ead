import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, screenshot } from '../support/browser';
import { DESKTOP, PHONE, useAdminToken, useBrowser } from '../support/session';

/**
 * A drug name and its dose inside Arabic text must read as one left-to-right phrase: in a
 * right-to-left page "Panadol" stands left of "Extra", "500" and "mg", and the Arabic words around
 * the phrase keep their places on either side of it.
 */

const TITLE_AR = 'جرعة Panadol Extra 500 mg للكبار';
const DESCRIPTION_AR =
  '<p>Vitamin D3 1000 IU يوميًا مع الطعام، واسأل على info@example.com أو 920012345، خصم 15% على الفيتامينات.</p>';

const { openPage } = useBrowser();
const token = useAdminToken();
let articleId: number | undefined;

beforeAll(async () => {
  const categories = await apiCall<{ data: { id: number }[] }>('GET', '/magazineCategory', { locale: 'ar' });
  const category = categories.body.data[0];
  if (!category) throw new Error('the demo data has no magazine section');
  const created = await apiCall<{ data: { id: number } }>('POST', '/admin/article', {
    token: token(),
    body: {
      category_id: category.id,
      active: 1,
      translation: [
        { locale: 'ar', name: TITLE_AR, description: DESCRIPTION_AR, tags: [] },
        { locale: 'en', name: 'Panadol Extra 500 mg dose for adults', description: '<p>Dose.</p>', tags: [] },
      ],
    },
  });
  expect(created.status).toBe(201);
  articleId = created.body.data.id;
});

afterAll(async () => {
  if (articleId !== undefined) await apiCall('DELETE', `/admin/article/${articleId}`, { token: token() });
});

interface Box {
  left: number;
  top: number;
}

/** Where each word's first occurrence inside `selector` is drawn (a DOM range over the text). */
function wordPositions(page: Page, selector: string, words: string[]): Promise<Record<string, Box>> {
  return page.evaluate(
    ({ selector, words }) => {
      const root = document.querySelector(selector);
      if (!root) throw new Error(`nothing matches ${selector}`);
      const positions: Record<string, { left: number; top: number }> = {};
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const data = node.textContent ?? '';
        for (const word of words) {
          const at = data.indexOf(word);
          if (at < 0 || word in positions) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          const { left, top } = range.getBoundingClientRect();
          positions[word] = { left, top };
        }
      }
      return positions;
    },
    { selector, words },
  );
}

/** Reading order on screen: a later line, or on the same line further along the line's direction. */
function readsBefore(dir: 'ltr' | 'rtl', a: Box | undefined, b: Box | undefined): boolean {
  if (!a || !b) throw new Error('a word was not found');
  if (Math.abs(a.top - b.top) > 4) return a.top < b.top;
  return dir === 'ltr' ? a.left < b.left : a.left > b.left;
}

/** Each word in `order` reads before the next one, in the given direction. */
function inOrder(dir: 'ltr' | 'rtl', boxes: Record<string, Box>, order: string[]): string[] {
  return order.slice(1).flatMap((word, i) => {
    const before = order[i] as string;
    return readsBefore(dir, boxes[before], boxes[word]) ? [] : [`${before} then ${word}`];
  });
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('Latin phrases inside Arabic text on a %s', (width, viewport) => {
  it('keep a drug name and its dose in reading order', async () => {
    const page = await openPage('ar', viewport);
    await page.goto(`/medical-journal?name=${encodeURIComponent('Panadol')}`);
    const card = page.locator('main article', { hasText: 'Panadol' });
    await card.waitFor();
    const headingId = await card.getAttribute('aria-labelledby');
    const title = await wordPositions(page, `#${headingId}`, ['جرعة', 'Panadol', 'Extra', '500', 'mg', 'للكبار']);
    // Left to right inside the phrase; the Arabic words around it right to left.
    expect(inOrder('ltr', title, ['Panadol', 'Extra', '500', 'mg'])).toEqual([]);
    expect(inOrder('rtl', title, ['جرعة', 'Panadol'])).toEqual([]);
    expect(inOrder('rtl', title, ['mg', 'للكبار'])).toEqual([]);

    const body = await wordPositions(page, `#${headingId} ~ div`, ['Vitamin', 'D3', '1000', 'IU', 'يوميًا']);
    expect(inOrder('ltr', body, ['Vitamin', 'D3', '1000', 'IU'])).toEqual([]);
    // The sentence starts with the phrase, so the Arabic that follows it reads after it.
    expect(inOrder('rtl', body, ['IU', 'يوميًا'])).toEqual([]);
    await screenshot(page, `public-bidi-${width}`, 'ar');
    await page.context().close();
  });
});
