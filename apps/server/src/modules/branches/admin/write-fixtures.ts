import type { FastifyInstance } from 'fastify';
import { multipartPayload } from '../../../lib/multipart-payload';
import { MISSING_ID, type WriteFixture } from '../../../test/write-fixtures';
import { seedBranch } from '../seed-demo';

let counter = 0;
const code = () => `WF-${process.pid}-${counter++}`;

const branchEntries = (): Array<[string, string]> => [
  ['code', code()],
  ['translation[0][locale]', 'ar'],
  ['translation[0][name]', 'فرع'],
  ['translation[0][city]', 'الرياض'],
  ['translation[1][locale]', 'en'],
  ['translation[1][name]', 'Branch'],
  ['translation[1][city]', 'Riyadh'],
];

async function multipart(url: string, entries: Array<[string, string]>) {
  const { payload, headers } = await multipartPayload(entries);
  return { url, payload, headers };
}

const branchId = (app: FastifyInstance) =>
  seedBranch(app.db, {
    code: code(),
    name: { ar: 'فرع', en: 'Branch' },
    city: { ar: 'الرياض', en: 'Riyadh' },
    address: { ar: '', en: '' },
  });

export const writeFixtures: Record<string, WriteFixture> = {
  'POST /api/admin/branch': {
    valid: () => multipart('/api/admin/branch', branchEntries()),
    refused: () => multipart('/api/admin/branch', branchEntries().slice(1)),
  },
  'PUT /api/admin/branch/:id': {
    valid: async (app) => multipart(`/api/admin/branch/${await branchId(app)}`, branchEntries()),
    refused: () => multipart(`/api/admin/branch/${MISSING_ID}`, branchEntries()),
  },
  'DELETE /api/admin/branch': {
    valid: async (app) => ({ url: '/api/admin/branch', payload: { id: await branchId(app) } }),
    refused: async () => ({ url: '/api/admin/branch', payload: { id: MISSING_ID } }),
  },
};
