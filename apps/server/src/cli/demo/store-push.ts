import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers, deviceTokens } from '../../db/schema/index';

/**
 * Devices registered by demo customers, so the mobile-notification screen has someone to reach:
 * two in three customers have the shop app, every fifth on two devices, one in four in English.
 * The tokens are made up (and say so): the demo has no push service configured, so a notification
 * is recorded as not sent; were one configured, FCM would refuse these tokens and they would be
 * forgotten. Added only when no device is registered.
 */
const INSERT_BATCH = 1000;

export async function seedDemoStorePush(tx: Tx): Promise<{ created: number }> {
  if ((await tx.$count(deviceTokens)) > 0) return { created: 0 };
  const people = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.active, true), isNull(customers.anonymisedAt)))
    .orderBy(asc(customers.id));
  const rows = people.flatMap((person, i) => {
    if (i % 3 === 2) return [];
    const devices = i % 5 === 0 ? 2 : 1;
    return Array.from({ length: devices }, (_, n) => {
      const platform = (i + n) % 2 === 0 ? 'android' : 'ios';
      const filler = createHash('sha256').update(`demo-device-${person.id}-${n}`).digest('base64url');
      return {
        customerId: person.id,
        token: `demo-${platform}-${person.id}-${n}:APA91b${filler}`,
        platform,
        locale: i % 4 === 3 ? 'en' : 'ar',
        lastSeenAt: new Date(Date.now() - (i + 1) * 5 * 3_600_000),
      };
    });
  });
  // In batches: a database of the scale seed has tens of thousands of customers, too many
  // parameters for one statement.
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx.insert(deviceTokens).values(rows.slice(start, start + INSERT_BATCH));
  }
  return { created: rows.length };
}
