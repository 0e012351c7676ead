import { halalasToText, MONEY_MAX_HALALAS, money } from '@app/contracts';
import { PGlite } from '@electric-sql/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { eq } from 'drizzle-orm';
import { pgTable, serial } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halalas, notNegative } from './columns';

// A table of this test only: the store's tables come with the store modules.
const probe = pgTable(
  'money_probe',
  {
    id: serial('id').primaryKey(),
    price: halalas('price').notNull(),
    adjustment: halalas('adjustment'),
  },
  (t) => [notNegative(t.price)],
);

let client: PGlite;
let db: ReturnType<typeof drizzle>;
let migration: string[];

beforeAll(async () => {
  // The SQL `npm run db:generate` would write for the table: what the columns really become.
  migration = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ probe }));
  client = new PGlite();
  for (const statement of migration) await client.exec(statement);
  db = drizzle(client);
});

afterAll(async () => {
  await client?.close();
});

/** The PostgreSQL error behind a failed drizzle query. */
async function failure(query: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
    return cause as { code?: string; constraint?: string };
  }
  throw new Error('the query was expected to fail');
}

describe('halala columns', () => {
  it('are integer columns, with a named check against negative amounts where asked', () => {
    const sql = migration.join('\n');
    expect(sql).toContain('"price" integer NOT NULL');
    expect(sql).toContain('"adjustment" integer');
    expect(sql).toContain('CONSTRAINT "money_probe_price_not_negative" CHECK ("money_probe"."price" >= 0)');
    expect(sql).not.toContain('adjustment" >= 0');
  });

  it('store what the money schema reads and give back numbers, to the last halala of its range', async () => {
    const price = money.parse('19.99');
    const [row] = await db.insert(probe).values({ price, adjustment: -525 }).returning();
    expect(row).toMatchObject({ price: 1999, adjustment: -525 });
    const [read] = await db.select().from(probe).where(eq(probe.id, row!.id));
    expect(typeof read!.price).toBe('number');
    expect(halalasToText(read!.price)).toBe('19.99');

    const largest = money.parse(halalasToText(MONEY_MAX_HALALAS));
    const [top] = await db.insert(probe).values({ price: largest }).returning();
    expect(top!.price).toBe(MONEY_MAX_HALALAS);
    // One halala more is past the column: the schema refuses it before the database would.
    expect(money.safeParse(halalasToText(MONEY_MAX_HALALAS + 1)).success).toBe(false);
    expect((await failure(db.insert(probe).values({ price: MONEY_MAX_HALALAS + 1 }))).code).toBe('22003');
  });

  it('refuse a negative amount where the check applies, and keep it where it does not', async () => {
    const refused = await failure(db.insert(probe).values({ price: -1 }));
    expect(refused).toMatchObject({ code: '23514', constraint: 'money_probe_price_not_negative' });
    const [row] = await db.insert(probe).values({ price: 0, adjustment: -MONEY_MAX_HALALAS }).returning();
    expect(row!.adjustment).toBe(-MONEY_MAX_HALALAS);
  });
});
