import { PRESCRIPTION_MACHINE } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insuranceCompanies, prescriptionFiles, statusHistory } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { jpegWithGps, MINIMAL_PDF, peExecutable } from '../../../test/files';
import { registerCustomer } from '../../../test/store-customers';
import { storedKeys } from '../../../test/stored-files';

const t = adminTestContext();

const customerToken = () => registerCustomer(t.app);

async function insurer(active = true): Promise<number> {
  const [row] = await t.app.db
    .insert(insuranceCompanies)
    .values({ name: { ar: 'بوبا العربية', en: 'Bupa Arabia' }, active })
    .returning({ id: insuranceCompanies.id });
  return row!.id;
}

describe('prescriptions from the shop app', () => {
  it('stores an insurance prescription with its files in private storage, in progress, with its history', async () => {
    const token = await customerToken();
    const company = await insurer();
    const res = await t.send(
      '/api/shop/prescriptions',
      [
        ['type', 'insurance'],
        ['company_id', String(company)],
        ['national_id', '1012345678'],
        ['membership_no', 'BUPA-99812'],
        ['pre_accept', '1'],
        ['files[0]', { filename: 'page-1.jpg', content: await jpegWithGps() }],
        ['files[1]', { filename: 'page-2.pdf', content: MINIMAL_PDF }],
      ],
      { as: token, locale: 'en' },
    );
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({
      type: 'insurance',
      status: { id: PRESCRIPTION_MACHINE.initial, name: 'In progress' },
      company: { id: company, name: 'Bupa Arabia' },
      membership_no: 'BUPA-99812',
      pre_accept: 1,
      files_count: 2,
    });
    // The national id is kept for staff who may see it, never echoed back.
    expect(JSON.stringify(item)).not.toContain('1012345678');
    const files = await t.app.db.select().from(prescriptionFiles).where(eq(prescriptionFiles.prescriptionId, item.id));
    const privateKeys = await storedKeys(t.app.storage, 'private', 'prescriptions');
    for (const file of files) expect(privateKeys).toContain(file.fileKey);
    expect(await storedKeys(t.app.storage, 'public', 'prescriptions')).toEqual([]);
    const history = await t.app.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.machine, 'prescription'), eq(statusHistory.entityId, item.id)));
    expect(history).toEqual([expect.objectContaining({ fromStatus: null, actorKind: 'customer' })]);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/shop/prescriptions',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json().data.map((p: { id: number }) => p.id)).toEqual([item.id]);
  });

  it('asks an insurance prescription for its details, in the request language, and refuses what is not a document', async () => {
    const token = await customerToken();
    const missing = await t.send(
      '/api/shop/prescriptions',
      [
        ['type', 'insurance'],
        ['national_id', '3012345678'],
        ['files[0]', { filename: 'x.pdf', content: MINIMAL_PDF }],
      ],
      { as: token, locale: 'en' },
    );
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['company_id', 'membership_no', 'national_id']);
    expect(missing.json().errors.national_id[0]).toContain('ten digits');
    const noFiles = await t.send('/api/shop/prescriptions', [['type', 'cash']], { as: token });
    expect(Object.keys(noFiles.json().errors)).toEqual(['files']);
    expect(noFiles.json().errors.files[0]).toMatch(/[\u0600-\u06FF]/);
    const program = await t.send(
      '/api/shop/prescriptions',
      [
        ['type', 'cash'],
        ['files[0]', { filename: 'scan.pdf', content: peExecutable() }],
      ],
      { as: token },
    );
    expect(program.statusCode).toBe(422);
    const inactive = await t.send(
      '/api/shop/prescriptions',
      [
        ['type', 'insurance'],
        ['company_id', String(await insurer(false))],
        ['national_id', '2012345678'],
        ['membership_no', 'M-1'],
        ['files[0]', { filename: 'x.pdf', content: MINIMAL_PDF }],
      ],
      { as: token },
    );
    expect(Object.keys(inactive.json().errors)).toEqual(['company_id']);
  });

  it('keeps only a cash prescription’s own fields, and shows each customer only theirs', async () => {
    const token = await customerToken();
    const other = await customerToken();
    const res = await t.send(
      '/api/shop/prescriptions',
      [
        ['type', 'mine'],
        ['membership_no', 'ignored'],
        ['notes', 'للضغط، شهريًا'],
        ['files[0]', { filename: 'x.pdf', content: MINIMAL_PDF }],
      ],
      { as: token },
    );
    expect(res.json().data).toMatchObject({ type: 'mine', membership_no: null, company: null, notes: 'للضغط، شهريًا' });
    const id = res.json().data.id;
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/shop/prescriptions/${id}`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('a customer deleting their account', () => {
  it('takes their prescriptions and the files with them when there is no history to keep', async () => {
    const token = await customerToken();
    const sent = await t.send(
      '/api/shop/prescriptions',
      [
        ['type', 'cash'],
        ['files[0]', { filename: 'x.pdf', content: MINIMAL_PDF }],
      ],
      { as: token },
    );
    const [file] = await t.app.db
      .select()
      .from(prescriptionFiles)
      .where(eq(prescriptionFiles.prescriptionId, sent.json().data.id));
    expect(await storedKeys(t.app.storage, 'private', 'prescriptions')).toContain(file!.fileKey);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/shop/account',
      payload: { password: 'Secret-pass-1' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedKeys(t.app.storage, 'private', 'prescriptions')).not.toContain(file!.fileKey);
  });
});
