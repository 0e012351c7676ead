import type { FastifyInstance } from 'fastify';
import { ensureRole } from '../../db/seed';
import type { WriteFixture } from '../../test/write-fixtures';

let counter = 0;
const unique = () => `${process.pid.toString(36)}-${(counter++).toString(36)}`;

const roleBody = () => {
  const suffix = unique();
  return { name_ar: `دور ${suffix}`, name_en: `Role ${suffix}`, permissions: ['list news'] };
};

const roleId = (app: FastifyInstance) => ensureRole(app.db, `fixture role ${unique()}`, ['list news']);

export const writeFixtures: Record<string, WriteFixture> = {
  'POST /api/admin/roles': { valid: async () => ({ url: '/api/admin/roles', payload: roleBody() }) },
  'PUT /api/admin/roles/:id': {
    valid: async (app) => ({ url: `/api/admin/roles/${await roleId(app)}`, payload: roleBody() }),
    // Refused after authorization by a business rule: a permission the catalogue does not know.
    refused: async (app) => ({
      url: `/api/admin/roles/${await roleId(app)}`,
      payload: { ...roleBody(), permissions: ['launch rockets'] },
    }),
  },
  'DELETE /api/admin/roles/:id': { valid: async (app) => ({ url: `/api/admin/roles/${await roleId(app)}` }) },
};
