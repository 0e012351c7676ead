import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, listLoaded } from '../support/browser';
import { text } from '../support/locales';
import { useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();

/** The cells of a CSV line (no quoted commas in the columns read here). */
const cells = (line: string) => line.split(',');

describe.each(LANGS)('the orders export in %s', (lang) => {
  it('writes each mobile as text a spreadsheet keeps, with no apostrophe to see', async () => {
    const page = await openSignedIn(lang);
    await page.goto('/store-admin/requests');
    await listLoaded(page, lang);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(lang, 'toolkit:export.button') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('exported-orders.csv');
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-export-')), 'orders.csv');
    await download.saveAs(saved);
    const lines = fs
      .readFileSync(saved, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const mobiles = lines.slice(1).flatMap((line) => cells(line).filter((cell) => /\+9665\d{8}/.test(cell)));
    expect(mobiles.length).toBeGreaterThan(0);
    for (const cell of mobiles) expect(cell).toMatch(/^\u200E\+9665\d{8}$/);
    expect(lines.join('\n')).not.toContain("'+966");
    fs.rmSync(path.dirname(saved), { recursive: true, force: true });
    await page.context().close();
  });
});
