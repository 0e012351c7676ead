import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { LANGS, type Lang, screenshot } from '../support/browser';
import { useUploadFiles } from '../support/files';
import { text } from '../support/locales';
import { PHONE, useBrowser, type Viewport } from '../support/session';

const { openPage } = useBrowser();
const uploads = useUploadFiles({ pdf: 'cv.pdf', png: 'passport.png' });

async function openForm(lang: Lang, viewport?: Viewport): Promise<Page> {
  const page = await openPage(lang, viewport);
  await page.goto('/form');
  await page.getByRole('heading', { level: 1, name: text(lang, 'career:title') }).waitFor();
  // The page's direction, once the app has started.
  expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  await page.getByRole('form', { name: text(lang, 'career:form_title') }).waitFor();
  return page;
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function fillApplication(page: Page, lang: Lang): Promise<void> {
  if (lang === 'ar') {
    await page.locator('input[name="job_kind"][value="non_pharmacist"]').check();
    await field(page, 'job').fill('محاسب');
  } else {
    await page.locator('input[name="job_kind"][value="pharmacist"]').check();
  }
  await field(page, 'name').fill(lang === 'ar' ? 'سارة أحمد القحطاني' : 'Sara Ahmed Alqahtani');
  await field(page, 'birth_date').fill('1994-05-17');
  await field(page, 'residence').fill(lang === 'ar' ? 'الرياض' : 'Riyadh');
  await field(page, 'id_number').fill('2123456789');
  await field(page, 'expiry_date').fill(`${new Date().getFullYear() + 3}-01-15`);
  await field(page, 'nationality_id').selectOption({ index: 1 });
  await page.locator('input[name="religion"][value="muslim"]').check();
  await page.locator('input[name="marital_status"][value="married"]').check();
  await field(page, 'number_of_children').fill('2');
  await field(page, 'home_address').fill(lang === 'ar' ? 'حي العليا، شارع التحلية' : 'Al Olaya, Tahlia Street');
  await field(page, 'phone_number').fill('0501234567');
  await field(page, 'country_phone_code').fill('+966');
  await field(page, 'email').fill(`applicant-${lang}@example.com`);
  await field(page, 'scientific_qualifications').selectOption('bachelor');
  await field(page, 'specialization').fill(lang === 'ar' ? 'صيدلة إكلينيكية' : 'Clinical pharmacy');
  await field(page, 'school_institute_university').fill(lang === 'ar' ? 'جامعة الملك سعود' : 'King Saud University');
  await field(page, 'graduation_year').fill('2017');
  await field(page, 'gpa').fill('87.5');
  await field(page, 'years_of_work').fill('6');
  await field(page, 'number_of_jobs_worked').selectOption('2');
  await field(page, 'course_name_1').fill(lang === 'ar' ? 'التطعيمات' : 'Immunisation');
  await field(page, 'course_name_1_party_of_charge').fill(lang === 'ar' ? 'الهيئة السعودية' : 'SCFHS');
  for (const question of [
    'dataflow_verification_documents_uploaded',
    'admit_to_prometric_pearson_vue_exam',
    'have_scfhs_accreditation_certificate',
  ]) {
    await page.locator(`input[name="${question}"][value="1"]`).check();
  }
  await page.locator('input[name="english_fluency_degree"][value="middle"]').check();
  await field(page, 'attachments[id_number]').setInputFiles(uploads.png);
  await field(page, 'attachments[cv]').setInputFiles(uploads.pdf);
  await page.getByRole('button', { name: text(lang, 'career:documents.add_certificate') }).click();
  await field(page, 'attachments[experience_certificate_2]').setInputFiles(uploads.pdf);
}

describe.each(LANGS)('job application in %s', (lang) => {
  it('sends an application with real documents and shows the success message', async () => {
    const page = await openForm(lang, PHONE);
    expect(await page.title()).toContain(text(lang, 'career:meta.title'));
    // A pharmacist is asked no job name; another job must be named.
    expect(await field(page, 'job').count()).toBe(0);
    await fillApplication(page, lang);
    if (lang === 'ar') expect(await field(page, 'job').isVisible()).toBe(true);
    // The chosen file is named beside its input.
    await page.getByText('cv.pdf').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-form-filled', lang);

    await page.getByRole('button', { name: text(lang, 'career:submit') }).click();
    const success = page.getByRole('heading', { name: text(lang, 'career:success.title') });
    await success.waitFor();
    expect(await page.getByRole('form').count()).toBe(0);
    expect(await page.getByRole('link', { name: text(lang, 'career:success.home') }).getAttribute('href')).toBe(
      lang === 'ar' ? '/' : '/en',
    );
    await screenshot(page, 'public-form-sent', lang);
    await page.context().close();
  });

  it('lists every server message when the application is incomplete', async () => {
    const page = await openForm(lang);
    await field(page, 'email').fill('not-an-email');
    await page.getByRole('button', { name: text(lang, 'career:submit') }).click();

    const alert = page.getByRole('alert').filter({ has: page.getByRole('listitem') });
    await alert.waitFor();
    // Name, birth date, residence, ID, nationality, expiry, religion, marital status, address, mobile,
    // profession, e-mail, qualification, school, graduation year, GPA, experience, three questions,
    // English level, job, passport/ID file and CV: one message or more each.
    expect(await alert.getByRole('listitem').count()).toBeGreaterThanOrEqual(20);
    expect(await field(page, 'name').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'email').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'attachments[cv]').getAttribute('aria-invalid')).toBe('true');
    // The visitor is taken to the list.
    expect(await alert.evaluate((node) => node.parentElement?.parentElement === document.activeElement)).toBe(true);
    // What was typed stays.
    expect(await field(page, 'email').inputValue()).toBe('not-an-email');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-form-errors', lang);
    await page.context().close();
  });
});
