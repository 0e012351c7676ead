import type { DashboardItem, StoreReportItem } from '@app/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, eventually, LANGS, type Lang, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { LAPTOP, PHONE, useAdminToken, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();
/** A phone and the 1280 px laptop screen. */
const WIDTHS = [
  { name: 'phone', viewport: PHONE },
  { name: 'laptop', viewport: LAPTOP },
] as const;
const token = useAdminToken();

const dashboardOf = async (period: string, lang: Lang) =>
  (await apiCall<{ data: DashboardItem }>('GET', `/admin/dashboard?period=${period}`, { token: token(), locale: lang }))
    .body.data;

/** The digits of a stat card's figure as the page shows it (grouping marks differ between languages). */
async function cardFigure(page: Page, label: string): Promise<string> {
  const card = page.getByRole('group', { name: label, exact: true });
  return ((await card.textContent()) ?? '').replace(label, '').replace(/\D/g, '');
}

/** Whether the charts' value or name axes sit on the right of their drawing (Arabic) or on the left. */
async function axisSides(page: Page): Promise<string[]> {
  return page.$$eval('.recharts-wrapper', (charts) =>
    charts.map((chart) => {
      const box = chart.getBoundingClientRect();
      const axis = chart.querySelector('.recharts-yAxis')?.getBoundingClientRect();
      if (!axis) return 'none';
      return axis.left + axis.width / 2 > box.left + box.width / 2 ? 'right' : 'left';
    }),
  );
}

/** Pairs of labels under the charts' bars that overlap (each chart's names along the bottom). */
async function overlappingNames(page: Page): Promise<string[]> {
  return page.$$eval('.recharts-wrapper', (charts) =>
    charts.flatMap((chart) => {
      const boxes = [...chart.querySelectorAll('.recharts-xAxis-tick-labels text')]
        .map((label) => ({ text: label.textContent ?? '', box: label.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0);
      const clashes: string[] = [];
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          if (a.box.left < b.box.right - 1 && b.box.left < a.box.right - 1) clashes.push(`${a.text} / ${b.text}`);
        }
      }
      return clashes;
    }),
  );
}

/**
 * Where the ellipsis of each shortened name beside the bars stands: `left` when it is the leftmost
 * glyph (the end of an Arabic text), `right` when the rightmost (the end of an English one).
 */
async function ellipsisSides(page: Page): Promise<string[]> {
  return page.$$eval('.recharts-yAxis-tick-labels text', (labels) =>
    (labels as SVGTextElement[])
      .filter((label) => label.textContent?.endsWith('…'))
      .map((label) => {
        const last = label.getExtentOfChar((label.textContent?.length ?? 1) - 1);
        const box = label.getBBox();
        return last.x - box.x < box.x + box.width - (last.x + last.width) ? 'left' : 'right';
      }),
  );
}

describe.each(LANGS)('the store dashboard and reports in %s', (lang) => {
  const side = lang === 'ar' ? 'right' : 'left';

  describe.each(WIDTHS)('on a $name', ({ name: width, viewport }) => {
    it('switches the dashboard between today, this week and this month, with its two charts', async () => {
      const page = await openSignedIn(lang, viewport);
      await page.goto('/store-admin/statistics');
      await page.getByRole('heading', { level: 1, name: text(lang, 'shell:store.statistics.title') }).waitFor();
      const ordersLabel = text(lang, 'store-stats:dashboard.orders');
      for (const period of ['month', 'week', 'today'] as const) {
        const expected = await dashboardOf(period, lang);
        // The control's radio buttons are hidden behind their labels, which take the click.
        await page
          .getByRole('radiogroup', { name: text(lang, 'store-stats:dashboard.period') })
          .getByText(text(lang, `store-stats:dashboard.periods.${period}`), { exact: true })
          .click();
        await eventually(() => page.url()).toMatch(
          period === 'today' ? /statistics$/ : new RegExp(`period=${period}$`),
        );
        await eventually(() => cardFigure(page, ordersLabel)).toBe(String(expected.no_of_orders));
        const charts = page.locator('.mantine-BarChart-root');
        // Sales per day draws when the period had sales (early in a Riyadh day, today's orders are
        // not delivered yet); the statuses when it had orders. Each empty chart says which it lacks.
        const hadSales = Number(expected.sales) > 0;
        const hadOrders = expected.no_of_orders > 0;
        await eventually(() => charts.count()).toBe(Number(hadSales) + Number(hadOrders));
        const noOrders = page.getByText(text(lang, 'store-stats:dashboard.no_orders'));
        const noSales = page.getByText(text(lang, 'store-stats:dashboard.no_sales'));
        expect(await noOrders.count()).toBe(hadOrders ? 0 : 2);
        expect(await noSales.count()).toBe(hadOrders && !hadSales ? 1 : 0);
        if (hadSales && period === 'month') {
          await page.waitForTimeout(400); // the bars grow in
          expect(await axisSides(page)).toEqual([side, side]);
          // The month's days under the bars: none overlapping another, on a phone too.
          expect(await overlappingNames(page)).toEqual([]);
          await screenshot(page, `store-stats-dashboard-${width}`, lang);
        }
      }
      // The month holds the week's and today's orders at least.
      const month = await dashboardOf('month', lang);
      const today = await dashboardOf('today', lang);
      expect(month.no_of_orders).toBeGreaterThanOrEqual(today.no_of_orders);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.context().close();
    });

    it('shows the report’s counters and three charts, for the last 30 days and for a chosen range', async () => {
      const page = await openSignedIn(lang, viewport);
      const menu = page.getByRole('navigation', { name: text(lang, 'shell:menu.label') });
      await page.goto('/store-admin/statistics');
      if (width === 'phone') await page.getByRole('button', { name: text(lang, 'shell:header.open_menu') }).click();
      await menu.getByRole('link', { name: text(lang, 'shell:store.menu.reports') }).click();
      await page.waitForURL('**/store-admin/reports');
      await page.getByRole('heading', { level: 1, name: text(lang, 'store-stats:reports.title') }).waitFor();
      const report = (
        await apiCall<{ data: StoreReportItem }>('GET', '/admin/report', { token: token(), locale: lang })
      ).body.data;
      await eventually(() => cardFigure(page, text(lang, 'store-stats:reports.products'))).toBe(
        String(report.products),
      );
      const drawn =
        (report.most_selling_products.length > 0 ? 2 : 0) + (report.most_active_times.some((h) => h.orders) ? 1 : 0);
      await eventually(() => page.locator('.mantine-BarChart-root').count()).toBe(drawn);
      await page.waitForTimeout(400);
      expect(new Set(await axisSides(page))).toEqual(new Set(drawn > 0 ? [side] : []));
      // The best seller is named in the chart, its figure in the screen readers' table.
      if (report.most_selling_products[0]) {
        const best = report.most_selling_products[0];
        const table = page.getByRole('table', { name: text(lang, 'store-stats:reports.most_selling_products') });
        expect(await table.locator('tbody tr').first().textContent()).toBe(`${best.name}${best.quantity}`);
        // Long names are shortened at their end: on the left in Arabic, on the right in English.
        const sides = await ellipsisSides(page);
        expect(sides.length).toBeGreaterThan(0);
        expect(new Set(sides)).toEqual(new Set([lang === 'ar' ? 'left' : 'right']));
        // Everyone may see the table with the full names.
        const figure = page.getByRole('figure', { name: text(lang, 'store-stats:reports.most_selling_products') });
        await figure.getByRole('button', { name: text(lang, 'toolkit:charts.show_table') }).click();
        // Shown, not the one-pixel box screen readers read.
        await expect.poll(async () => (await table.boundingBox())?.width ?? 0).toBeGreaterThan(100);
        await figure.getByRole('rowheader', { name: best.name, exact: true }).first().waitFor({ state: 'visible' });
        await screenshot(page, `store-stats-reports-table-${width}`, lang);
        await figure.getByRole('button', { name: text(lang, 'toolkit:charts.hide_table') }).click();
      }
      expect(await overlappingNames(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `store-stats-reports-${width}`, lang);

      // A range far in the past: nothing sold then, every chart says so, the counters stay.
      await page.goto('/store-admin/reports?from=2020-01-01&to=2020-01-31');
      await page.getByText(text(lang, 'store-stats:reports.no_orders')).waitFor();
      expect(await page.getByText(text(lang, 'store-stats:reports.no_sales')).count()).toBe(2);
      expect(await page.locator('.mantine-BarChart-root').count()).toBe(0);
      await expect
        .poll(() => page.getByRole('button', { name: text(lang, 'store-stats:reports.range') }).textContent())
        .toMatch(/2020/);
      expect(await cardFigure(page, text(lang, 'store-stats:reports.products'))).toBe(String(report.products));
      await page.context().close();
    });
  });
});
