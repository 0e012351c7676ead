import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, LANGS, type Lang, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { LAPTOP, PHONE, useAdminToken, useBrowser } from '../support/session';

const { openPage, openSignedIn } = useBrowser();
const adminToken = useAdminToken();

/** A list answer read through the API, to find the id of a record made on screen. */
async function listed<T>(path: string): Promise<T[]> {
  const answer = await apiCall<{ data: T[] }>('GET', path, { token: adminToken() });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** Saves the open form, then waits for the green notification and the way back to the list. */
async function saveAndReturn(page: Page, lang: Lang, saved: string, list: RegExp): Promise<void> {
  await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
  await page.getByText(text(lang, saved)).first().waitFor();
  await page.waitForURL(list);
}

/** The form page's heading, then its link to the public page it changes. */
async function formOpened(page: Page, lang: Lang, title: string): Promise<void> {
  await page.getByRole('heading', { name: text(lang, title) }).waitFor();
  const onSite = page.getByRole('link', { name: text(lang, 'site-content:view_on_site') });
  expect(await onSite.getAttribute('href')).toBe('/investor-relations');
}

/** A fresh visit of the public investor page in the same language (nothing of it cached yet). */
async function investorPage(lang: Lang): Promise<Page> {
  const page = await openPage(lang, LAPTOP);
  await page.goto('/investor-relations');
  return page;
}

const ownName = (lang: Lang) => `translation.${lang === 'ar' ? 0 : 1}.name`;

describe.each(LANGS)('investor relations back-office in %s', (lang) => {
  const stamp = `${lang}-${Date.now()}`;

  it('adds and edits a finance-market link on their own pages; the investor page shows it', async () => {
    const page = await openSignedIn(lang, LAPTOP);
    const url = `https://www.saudiexchange.sa/e2e-${stamp}`;
    await page.goto('/admin/finance-market/add-finance-market');
    await formOpened(page, lang, 'finance-market:add');
    await page.locator('input[name="translation.0.name"]').fill(`تداول ${stamp}`);
    await page.locator('input[name="translation.1.name"]').fill(`Exchange ${stamp}`);
    await page.locator('input[name="url"]').fill(url);
    await saveAndReturn(page, lang, 'finance-market:saved', /\/admin\/finance-market$/);
    const link = page.locator(`a[href="${url}"]`);
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');

    const stored = (await listed<{ id: number; url: string }>('/admin/financeMarket?limit=100')).find(
      (item) => item.url === url,
    )!;
    const edited = `${lang === 'ar' ? 'تداول' : 'Exchange'} ${stamp} (2)`;
    await page.goto(`/admin/finance-market/add-finance-market/${stored.id}`);
    await formOpened(page, lang, 'finance-market:edit');
    const name = page.locator(`input[name="${ownName(lang)}"]`);
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill(edited);
    await saveAndReturn(page, lang, 'finance-market:saved', /\/admin\/finance-market$/);
    await page.getByRole('cell', { name: edited, exact: true }).waitFor();
    await page.context().close();

    const site = await investorPage(lang);
    const card = site.locator('section[aria-labelledby="ir-market"]').getByRole('heading', { name: edited });
    await card.first().waitFor({ state: 'attached' });
    expect(await site.locator(`a[href="${url}"]`).count()).toBeGreaterThan(0);
    await site.context().close();
  });

  it('edits the investigator on its own page; the investor page shows the new name', async () => {
    const page = await openSignedIn(lang, LAPTOP);
    const [first] = await listed<{ id: number }>('/admin/investigator?limit=1');
    const edited = `${lang === 'ar' ? 'مسؤول علاقات المستثمرين' : 'Investor relations officer'} ${stamp}`;
    await page.goto(`/admin/investigator/add-investigator/${first!.id}`);
    await formOpened(page, lang, 'investigator:edit');
    const name = page.locator(`input[name="${ownName(lang)}"]`);
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill(edited);
    await saveAndReturn(page, lang, 'investigator:saved', /\/admin\/investigator$/);
    await page.getByRole('cell', { name: edited, exact: true }).waitFor();
    await page.context().close();

    const site = await investorPage(lang);
    await site.locator('section[aria-labelledby="ir-contact"]').getByRole('heading', { name: edited }).waitFor();
    await site.context().close();
  });

  it('adds two questions at once and edits one; the FAQ shows the one in its language', async () => {
    const page = await openSignedIn(lang, LAPTOP);
    const asked = { ar: `ما رمز السهم ${stamp}؟`, en: `What is the ticker ${stamp}?` };
    await page.goto('/admin/questions/add-questions');
    await formOpened(page, lang, 'questions:add');
    await page.locator('input[name="questions.0.question"]').fill(asked.ar);
    const editors = page.locator('[contenteditable="true"]');
    await editors.nth(0).click();
    await page.keyboard.type('4163');
    await page.getByRole('button', { name: text(lang, 'toolkit:rows.add') }).click();
    await page
      .getByRole('combobox', { name: text(lang, 'questions:fields.locale') })
      .nth(1)
      .click();
    await page.getByRole('option', { name: text(lang, 'questions:locales.en') }).click();
    await page.locator('input[name="questions.1.question"]').fill(asked.en);
    await editors.nth(1).click();
    await page.keyboard.type('4163 on the exchange');
    await saveAndReturn(page, lang, 'questions:saved', /\/admin\/questions$/);

    const stored = (
      await listed<{ id: number; question: string }>('/admin/investor_relation_questions?limit=100')
    ).find((item) => item.question === asked[lang])!;
    const edited = `${asked[lang]} (2)`;
    await page.goto(`/admin/questions/add-questions/${stored.id}`);
    await formOpened(page, lang, 'questions:edit');
    const question = page.locator('input[name="question"]');
    await expect.poll(() => question.inputValue()).toBe(asked[lang]);
    await question.fill(edited);
    await saveAndReturn(page, lang, 'questions:saved', /\/admin\/questions$/);
    await page.context().close();

    const site = await investorPage(lang);
    const faq = site.locator('section[aria-labelledby="ir-faq"]');
    await faq.getByRole('button', { name: edited }).waitFor();
    const other = lang === 'ar' ? asked.en : asked.ar;
    expect(await faq.getByRole('button', { name: other }).count()).toBe(0);
    await site.context().close();
  });

  it('adds and edits a KPI and edits a key metric on their own pages; the investor page shows both', async () => {
    const page = await openSignedIn(lang, LAPTOP);
    const kpi = { ar: `رضا العملاء ${stamp}`, en: `Customer satisfaction ${stamp}` };
    await page.goto('/admin/indicator-performance/add');
    await formOpened(page, lang, 'indicators:add');
    await page.locator('input[name="translation.0.title"]').fill(kpi.ar);
    await page.locator('input[name="translation.1.title"]').fill(kpi.en);
    await page.locator('input[name="value"]').fill('90%');
    await page.locator('textarea[name="translation.0.description"]').fill('نسبة الرضا');
    await page.locator('textarea[name="translation.1.description"]').fill('Satisfied customers');
    await saveAndReturn(page, lang, 'indicators:saved', /\/admin\/indicator-performance$/);

    type Indicator = { id: number; translations: { locale: Lang; title: string }[] };
    const kpis = await listed<Indicator>('/admin/indicatorPerformance?category=kpis&limit=100');
    const added = kpis.find((item) => item.translations.some((entry) => entry.title === kpi.en))!;
    const value = `9${lang === 'ar' ? 1 : 2}.5%`;
    await page.goto(`/admin/indicator-performance/edit/${added.id}`);
    await formOpened(page, lang, 'indicators:edit');
    const valueInput = page.locator('input[name="value"]');
    await expect.poll(() => valueInput.inputValue()).toBe('90%');
    await valueInput.fill(value);
    await saveAndReturn(page, lang, 'indicators:saved', /\/admin\/indicator-performance$/);
    await page.getByRole('cell', { name: value, exact: true }).waitFor();

    const [metric] = await listed<Indicator>('/admin/indicatorPerformance?category=key_metrics&limit=1');
    const metricTitle = `${lang === 'ar' ? 'الإيرادات' : 'Revenue'} ${stamp}`;
    await page.goto(`/admin/key-metrics/edit/${metric!.id}`);
    await formOpened(page, lang, 'indicators:edit');
    const title = page.locator(`input[name="translation.${lang === 'ar' ? 0 : 1}.title"]`);
    await expect.poll(() => title.inputValue()).not.toBe('');
    await title.fill(metricTitle);
    await saveAndReturn(page, lang, 'indicators:saved', /\/admin\/key-metrics$/);
    await page.getByRole('cell', { name: metricTitle, exact: true }).waitFor();
    await page.context().close();

    const site = await investorPage(lang);
    const metrics = site.locator('section[aria-labelledby="ir-metrics"]');
    await metrics.getByText(metricTitle, { exact: true }).waitFor();
    await metrics.getByText(kpi[lang], { exact: true }).waitFor();
    await metrics.getByText(value, { exact: true }).waitFor();
    await site.context().close();
  });

  it.each([
    ['desktop', LAPTOP],
    ['phone', PHONE],
  ] as const)('shows every investor form and list on a %s', async (name, viewport) => {
    const page = await openSignedIn(lang, viewport);
    const [market] = await listed<{ id: number }>('/admin/financeMarket?limit=1');
    const [officer] = await listed<{ id: number }>('/admin/investigator?limit=1');
    const [question] = await listed<{ id: number }>('/admin/investor_relation_questions?limit=1');
    const [metric] = await listed<{ id: number }>('/admin/indicatorPerformance?category=key_metrics&limit=1');
    const screens = [
      ['finance-market', 'finance-market:title'],
      ['finance-market/add-finance-market', 'finance-market:add'],
      [`finance-market/add-finance-market/${market!.id}`, 'finance-market:edit'],
      ['investigator', 'shell:company.menu.investigator'],
      [`investigator/add-investigator/${officer!.id}`, 'investigator:edit'],
      ['questions', 'shell:company.menu.questions'],
      ['questions/add-questions', 'questions:add'],
      [`questions/add-questions/${question!.id}`, 'questions:edit'],
      ['key-metrics', 'shell:company.menu.key_metrics'],
      [`key-metrics/edit/${metric!.id}`, 'indicators:edit'],
      ['indicator-performance', 'shell:company.menu.kpis'],
      ['indicator-performance/add', 'indicators:add'],
    ] as const;
    for (const [path, title] of screens) {
      await page.goto(`/admin/${path}`);
      await page.getByRole('heading', { name: text(lang, title) }).waitFor();
      await page.locator('table, form').first().waitFor();
      // Rich-text editors arrive in their own chunk.
      if (path.startsWith('investigator/') || path.startsWith('questions/')) {
        await page.locator('[contenteditable="true"]').first().waitFor();
      }
      await screenshot(page, `admin-${path.replace(/\/\d+$/, '/edit').replaceAll('/', '-')}-${name}`, lang);
    }
    await page.context().close();
  });
});
