import {
  idParam,
  messageAnswer,
  messageBulkDeleteBody,
  messageDetail,
  messageListQuery,
  messagePage,
  messageReadBody,
  unreadMessagesAnswer,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { adminRouter } from '../../kernel/routes';
import { countUnread, deleteMessage, deleteMessages, listMessages, openMessage, setMessageRead } from './admin-service';

/** Company back-office: the inbox of the public contact and investor forms. */
export default async function messagesAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'messages');

  route.get(
    '/api/admin/messages',
    {
      permission: 'list messages',
      summary: 'Messages of the public forms, newest first',
      description:
        '`kind` = contact | investor, `read` = true | false, `search` over name, e-mail, phone, subject and text.',
      query: messageListQuery,
      response: messagePage,
    },
    (ctx, { query }) => listMessages(ctx, query),
  );
  route.get(
    '/api/admin/messages/unread-count',
    {
      permission: 'list messages',
      summary: 'How many messages are unread (menu badge)',
      response: unreadMessagesAnswer,
    },
    async (ctx) => ({ data: { unread: await countUnread(ctx) } }),
  );
  route.get(
    '/api/admin/messages/:id',
    {
      permission: 'list messages',
      summary: 'One message; opening an unread message marks it read',
      params: idParam,
      response: messageDetail,
    },
    async (ctx, { params }) => ({ data: await openMessage(ctx, params.id) }),
  );
  route.post(
    '/api/admin/messages/:id/read',
    {
      permission: 'list messages',
      summary: 'Mark a message read or unread',
      params: idParam,
      body: messageReadBody,
      response: messageDetail,
    },
    async (ctx, { params, body }) => ({ data: await setMessageRead(ctx, params.id, body.read) }),
  );
  route.post(
    '/api/admin/messages/bulkDelete',
    {
      permission: 'delete messages',
      summary: 'Delete several messages',
      body: messageBulkDeleteBody,
      response: messageAnswer,
    },
    async (ctx, { body }) => {
      await deleteMessages(ctx, body.ids);
      return { data: { message: ctx.t('deleted') } };
    },
  );
  route.delete(
    '/api/admin/messages/:id',
    { permission: 'delete messages', summary: 'Delete a message', params: idParam, response: messageAnswer },
    async (ctx, { params }) => {
      await deleteMessage(ctx, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}
