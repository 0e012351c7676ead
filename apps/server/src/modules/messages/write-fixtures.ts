import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../db/schema/index';
import { MISSING_ID, type WriteFixture } from '../../test/write-fixtures';

/** A stored message, unread unless told otherwise. */
export async function storedMessageId(app: FastifyInstance, read = false): Promise<number> {
  const [row] = await app.db
    .insert(contactMessages)
    .values({
      kind: 'contact',
      name: 'زائر',
      email: 'visitor@example.com',
      phone: '0550000000',
      title: 'استفسار',
      message: 'نص الرسالة',
      locale: 'ar',
      readAt: read ? new Date() : null,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

export const writeFixtures: Record<string, WriteFixture> = {
  'POST /api/admin/messages/:id/read': {
    valid: async (app) => ({ url: `/api/admin/messages/${await storedMessageId(app)}/read`, payload: { read: true } }),
    refused: async (app) => ({
      url: `/api/admin/messages/${await storedMessageId(app)}/read`,
      payload: { read: 'yes' },
    }),
  },
  'POST /api/admin/messages/bulkDelete': {
    valid: async (app) => ({ url: '/api/admin/messages/bulkDelete', payload: { ids: [await storedMessageId(app)] } }),
    refused: async (app) => ({
      url: '/api/admin/messages/bulkDelete',
      payload: { ids: [await storedMessageId(app), MISSING_ID] },
    }),
  },
  'DELETE /api/admin/messages/:id': {
    valid: async (app) => ({ url: `/api/admin/messages/${await storedMessageId(app)}` }),
  },
};
