import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { seedDemoBranches } from './branches';
import { seedDemoCareers } from './careers';
import { seedDemoInvestor } from './investor';
import { seedDemoMagazine } from './magazine';
import { seedDemoSite } from './site';
import { seedDemoStoreBanners } from './store-banners';
import { seedDemoStoreCatalogue } from './store-catalogue';
import { seedDemoStoreCustomers, seedDemoStoreSettings } from './store-customers';
import { seedDemoStoreDelivery } from './store-delivery';
import { seedDemoStoreOrders } from './store-orders';
import { seedDemoStorePrescriptions } from './store-prescriptions';
import { seedDemoStorePromotions } from './store-promotions';
import { seedDemoStorePush } from './store-push';

/**
 * Demo content of the public site. Each seeder does nothing when its tables already hold
 * rows (so content staff deleted is not brought back); together they run under the seed
 * lock so instances starting at once don't both seed.
 */
export async function seedDemoContent(
  db: Database,
  storage: Storage,
  log: (line: string) => void,
  seedLock: number,
): Promise<void> {
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`);
    let rows = 0;
    // The store's stock names the branches, so the catalogue comes after them.
    for (const seed of [seedDemoSite, seedDemoInvestor, seedDemoBranches, seedDemoMagazine, seedDemoStoreCatalogue]) {
      rows += (await seed(tx, storage)).created;
    }
    rows += (await seedDemoStoreBanners(tx, storage)).created;
    rows += (await seedDemoCareers(tx)).created;
    rows += (await seedDemoStoreCustomers(tx)).created;
    rows += (await seedDemoStoreSettings(tx)).created;
    rows += (await seedDemoStorePush(tx)).created;
    // Offers and coupons list the catalogue's categories and products.
    rows += (await seedDemoStorePromotions(tx)).created;
    // Addresses name customers and districts, and districts the branches.
    rows += (await seedDemoStoreDelivery(tx)).created;
    // Insurance prescriptions name the insurance companies of the settings above.
    rows += (await seedDemoStorePrescriptions(tx, storage)).created;
    // Orders are placed through the shop's services by the customers above, at the addresses, with the
    // coupons and against the prescriptions seeded before them.
    rows += (await seedDemoStoreOrders(tx, storage, log)).created;
    return rows;
  });
  if (created > 0) log(`Demo content seeded (${created} rows)`);
}
