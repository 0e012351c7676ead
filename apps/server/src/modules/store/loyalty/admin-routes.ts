import { dataAnswer, idParam, listAnswer, loyaltySettingsBody, loyaltySettingsItem } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { getLoyaltySettings, listLoyaltySettings, saveLoyaltySettings } from './admin-service';

registerFieldLabels({
  ar: {
    sar_to_loyalty_points: 'عدد النقاط التي تساوي ريالًا',
    minimum_loyalty_points: 'أقل عدد نقاط للاستبدال',
    maximum_loyalty_points: 'أكبر عدد نقاط للاستبدال في الطلب',
  },
  en: {
    sar_to_loyalty_points: 'points worth one riyal',
    minimum_loyalty_points: 'fewest points to redeem',
    maximum_loyalty_points: 'most points redeemed in an order',
  },
});

/** Store back-office: the loyalty programme's settings (store-admin.md: loyalty). */
export default async function loyaltyAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'store loyalty');
  route.get(
    '/api/admin/loyalty-points',
    {
      permission: 'manage loyalty',
      summary: 'The loyalty settings (one row; none until first saved)',
      response: listAnswer(loyaltySettingsItem),
    },
    async (ctx) => ({ data: await listLoyaltySettings(ctx) }),
  );
  route.get(
    '/api/admin/loyalty-points/:id',
    {
      permission: 'manage loyalty',
      summary: 'The loyalty settings',
      params: idParam,
      response: dataAnswer(loyaltySettingsItem),
    },
    async (ctx, { params }) => ({ data: await getLoyaltySettings(ctx, params.id) }),
  );
  route.post(
    '/api/admin/loyalty-points',
    {
      permission: 'manage loyalty',
      summary: 'Save the loyalty settings (the first time; later saves replace them)',
      body: loyaltySettingsBody,
      response: dataAnswer(loyaltySettingsItem),
    },
    async (ctx, { body }) => ({ data: await saveLoyaltySettings(ctx, null, body) }),
  );
  route.postOrPut(
    '/api/admin/loyalty-points/:id',
    {
      permission: 'manage loyalty',
      summary: 'Edit the loyalty settings (POST, also PUT)',
      params: idParam,
      body: loyaltySettingsBody,
      response: dataAnswer(loyaltySettingsItem),
    },
    async (ctx, { params, body }) => ({ data: await saveLoyaltySettings(ctx, params.id, body) }),
  );
}
