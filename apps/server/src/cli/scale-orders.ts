import { ORDER_STATUS } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { branches } from '../db/schema/index';
import { branchValues } from '../modules/branches/service';
import { SCALE_CUSTOMER_DOMAIN, SCALE_PRODUCT_PREFIX } from './scale-store';

// The orders of the scale seed: placed by the scale customers over the last year, of the scale
// products, in every status, each with its lines and its status history, as the shop's checkout
// and the staff's moves would have left them (no wallet, points or coupons: their ledgers stay
// untouched). Written with INSERT … SELECT over generate_series, a batch per transaction: every
// value comes from the order's number, so two runs write the same orders. They are recognisable by
// their idempotency key (`scale-order-<n>`).

export const SCALE_ORDER_KEY = 'scale-order-';
/** The delivery cities the scale orders go to: their English names start so. */
export const SCALE_CITY_PREFIX = 'Scale ';
/** A branch made for the scale orders when the database holds no scale branch. */
export const SCALE_ORDER_BRANCH = 'SCALESTORE-1';
/** Orders per INSERT … SELECT (and per transaction). */
const BATCH = 20_000;
/** How far back the orders go. */
const DAYS = 365;

/** The status ids written into the statements as numbers (a parameter would make a CASE of them text). */
const S = Object.fromEntries(Object.entries(ORDER_STATUS).map(([key, id]) => [key, sql.raw(String(id))])) as Record<
  keyof typeof ORDER_STATUS,
  SQL
>;

/** Hours of the day weighted as a pharmacy's online orders come: few at dawn, most in the evening. */
const HOUR_WEIGHTS = [3, 2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 6, 5, 5, 5, 6, 7, 8, 9, 10, 10, 9, 6];
const HOURS = HOUR_WEIGHTS.flatMap((weight, hour) => Array.from({ length: weight }, () => hour));

const CITIES = [
  { ar: 'الرياض', en: 'Riyadh', price: 1_500 },
  { ar: 'جدة', en: 'Jeddah', price: 1_800 },
  { ar: 'الدمام', en: 'Dammam', price: 2_000 },
];
const DISTRICTS = [
  { ar: 'العليا', en: 'Al Olaya' },
  { ar: 'النخيل', en: 'Al Nakheel' },
  { ar: 'الروضة', en: 'Ar Rawdah' },
  { ar: 'الياسمين', en: 'Al Yasmin' },
  { ar: 'الشاطئ', en: 'Ash Shati' },
];

/** The rows of a raw query (both drivers answer raw queries with `rows`). */
async function rowsOf<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A number spread over [0, 1) from the order's number `n` (Knuth's multiplicative hash), as SQL. */
const spread = (salt: number) =>
  sql.raw(`((((n + ${salt * 7919})::bigint * 2654435761) % 4294967296)::float8 / 4294967296)`);

export async function countScaleOrders(db: Database): Promise<{ orders: number; highest: number }> {
  const [row] = await rowsOf<{ orders: number; highest: number | null }>(
    db,
    sql`select count(*)::int as orders, max(substr(idempotency_key, ${SCALE_ORDER_KEY.length + 1})::int) as highest
        from orders where idempotency_key like ${`${SCALE_ORDER_KEY}%`}`,
  );
  return { orders: Number(row?.orders ?? 0), highest: Number(row?.highest ?? 0) };
}

/** The scale delivery cities and districts, and a branch when there is no scale branch to deliver from. */
async function orderPrerequisites(db: Database): Promise<void> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from delivery_cities where name->>'en' like ${`${SCALE_CITY_PREFIX}%`}`,
  );
  if (Number(rows[0]?.n ?? 0) === 0) {
    await db.transaction(async (tx) => {
      for (const city of CITIES) {
        const name = { ar: `${city.ar} (تجريبي)`, en: `${SCALE_CITY_PREFIX}${city.en}` };
        const made = await rowsOf<{ id: number }>(
          tx,
          sql`
          insert into delivery_cities (name, delivery_price, prescription_delivery_price, name_key)
          values (${JSON.stringify(name)}::jsonb, ${city.price}, ${city.price + 1_000}, ${`${name.ar} ${name.en}`.toLowerCase()})
          returning id`,
        );
        for (const district of DISTRICTS) {
          await tx.execute(sql`
            insert into delivery_districts (city_id, name, name_key)
            values (${made[0]!.id}, ${JSON.stringify(district)}::jsonb, ${`${district.ar} ${district.en}`.toLowerCase()})`);
        }
      }
    });
  }
  const branchRows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from branches where active and (code like 'SCALE-%' or code = ${SCALE_ORDER_BRANCH})`,
  );
  if (Number(branchRows[0]?.n ?? 0) === 0) {
    const city = { ar: 'الرياض', en: 'Riyadh' };
    await db.insert(branches).values(
      branchValues({
        code: SCALE_ORDER_BRANCH,
        name: { ar: 'فرع المتجر الإلكتروني', en: 'Online store branch' },
        address: city,
        city,
      }),
    );
  }
}

/**
 * Adds scale orders numbered `from`..`to`. Order n is placed `(to − n) / to` of a year ago (the
 * highest number newest), at an hour weighted as real orders come, by a customer drawn so that a
 * few customers order often, with 1–4 lines of products drawn so that a few sell most.
 */
export async function addScaleOrders(
  db: Database,
  from: number,
  to: number,
  log: (line: string) => void = () => {},
): Promise<void> {
  await orderPrerequisites(db);
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    await db.transaction(async (tx) => {
      // Numbered lists of what the orders draw from (temporary tables live in this transaction's session).
      await tx.execute(sql`
        create temp table scale_customers on commit drop as
        select row_number() over (order by id) as k, id, name from customers
        where email like ${`%@${SCALE_CUSTOMER_DOMAIN}`} and anonymised_at is null`);
      await tx.execute(sql`
        create temp table scale_products on commit drop as
        select row_number() over (order by id) as k, id, code, name, image, price, wasfy from products
        where code like ${`${SCALE_PRODUCT_PREFIX}%`}`);
      await tx.execute(sql`
        create temp table scale_districts on commit drop as
        select row_number() over (order by d.id) as k, d.id, d.city_id, c.delivery_price, c.prescription_delivery_price
        from delivery_districts d join delivery_cities c on c.id = d.city_id
        where c.name->>'en' like ${`${SCALE_CITY_PREFIX}%`}`);
      await tx.execute(sql`
        create temp table scale_branches on commit drop as
        select row_number() over (order by id) as k, id from branches
        where active and (code like 'SCALE-%' or code = ${SCALE_ORDER_BRANCH}) order by id limit 50`);
      const [size] = await rowsOf<{ customers: number; products: number; branches: number; districts: number }>(
        tx,
        sql`
        select (select count(*)::int from scale_customers) as customers, (select count(*)::int from scale_products) as products,
          (select count(*)::int from scale_branches) as branches, (select count(*)::int from scale_districts) as districts`,
      );
      if (!size || size.customers === 0 || size.products < 4) {
        throw new Error(
          'Scale orders need the scale customers and products: seed them first (--customers, --products).',
        );
      }

      // Each order's plan: id (taken from the sequence now, so the lines can name it), customer,
      // branch, address, when, payment method and status, and how many lines.
      // The ids are taken in the orders' own order (oldest first), as checkout takes them.
      await tx.execute(sql`
        create temp table scale_plan on commit drop as
        select nextval(pg_get_serial_sequence('orders', 'id')) as order_id, planned.* from (
        with numbered as (
          select n,
            ((now() at time zone 'Asia/Riyadh')::date - floor((${to} - n) * ${DAYS}::float8 / ${to})::int)::timestamp
              + make_interval(hours => (${sql.raw(`array[${HOURS.join(',')}]`)})[1 + floor(${spread(1)} * ${HOURS.length})::int],
                              mins => floor(${spread(2)} * 60)::int, secs => floor(${spread(3)} * 60)::int) as local_time,
            case when n = ${to} then 'online_card' when ${spread(4)} < 0.4 then 'cash' when ${spread(4)} < 0.6 then 'card_on_delivery'
                 when ${spread(4)} < 0.72 then 'stc_pay_on_delivery' else 'online_card' end as payment_method
          from generate_series(${start}::int, ${end}::int) as n
        ), placed as (
          select n, payment_method,
            -- The newest is being paid for now; an hour later today than now is yesterday's.
            case when n = ${to} then now() - interval '5 minutes'
                 when (local_time at time zone 'Asia/Riyadh') > now() then (local_time - interval '1 day') at time zone 'Asia/Riyadh'
                 else local_time at time zone 'Asia/Riyadh' end as created_at
          from numbered
        ), aged as (
          select *, extract(epoch from now() - created_at) / 60 as age from placed
        )
        select n, created_at, payment_method,
          payment_method = 'online_card' as online,
          -- Orders older than two days are settled; those of the last two take each status in turn,
          -- when they have had the time for its steps. The newest one waits for its online payment.
          case
            when n = ${to} then ${S.awaiting_payment}
            when age < 12 then ${S.in_progress}
            when age < 2880 then case n % 6
              when 1 then case when age >= 35 then ${S.accepted} else ${S.in_progress} end
              when 2 then case when age >= 215 then ${S.out_for_delivery} else ${S.in_progress} end
              when 3 then case when age >= 290 then ${S.delivered} else ${S.in_progress} end
              when 4 then ${S.cancelled}
              when 5 then case when age >= 50 then ${S.rejected} else ${S.in_progress} end
              else ${S.in_progress} end
            else case when ${spread(5)} < 0.8 then ${S.delivered} when ${spread(5)} < 0.92 then ${S.cancelled} else ${S.rejected} end
          end as status,
          c.id as customer_id, c.name as customer_name, b.id as branch_id, d.id as district_id, d.city_id,
          d.delivery_price, d.prescription_delivery_price,
          1 + floor(${spread(6)} * ${spread(6)} * 4)::int as line_count,
          floor(power(${spread(7)}, 3) * ${size.products})::int as first_product
        from aged
        join scale_customers c on c.k = 1 + floor(power(${spread(8)}, 1.6) * ${size.customers})::int
        join scale_branches b on b.k = 1 + n % ${size.branches}
        join scale_districts d on d.k = 1 + (n * 7) % ${size.districts}
        order by n) as planned`);

      await tx.execute(sql`
        create temp table scale_lines on commit drop as
        select p.order_id, j, sp.id as product_id, sp.code, sp.name, sp.image, sp.price, sp.wasfy,
          1 + floor(power(${sql.raw(`((((p.n * 4 + j + 9)::bigint * 2654435761) % 4294967296)::float8 / 4294967296)`)}, 2) * 3)::int as quantity
        from scale_plan p
        cross join lateral generate_series(0, p.line_count - 1) as j
        join scale_products sp on sp.k = 1 + (p.first_product + j * 7919) % ${size.products}`);

      await tx.execute(sql`
        insert into orders (id, customer_id, status, branch_id, city_id, district_id, address_details, payment_method,
          payment_status, tran_ref, paid_at, wasfy, total_before_discount, offer_discount, coupon_discount,
          total_after_discount, delivery_price, total_after_vat, vat, price_before_vat, amount_due, idempotency_key,
          created_at, updated_at)
        select p.order_id, p.customer_id, p.status, p.branch_id, p.city_id, p.district_id,
          'شارع ' || (1 + p.n % 40) || '، مبنى ' || (1 + p.n % 97), p.payment_method,
          case when p.online then case when p.status = ${S.awaiting_payment} then 'awaiting' else 'paid' end
               when p.status = ${S.delivered} then 'paid' else 'on_delivery' end,
          case when p.online then 'SCALE' || lpad(p.n::text, 9, '0') end,
          case when p.online and p.status <> ${S.awaiting_payment} then p.created_at + interval '2 minutes'
               when p.status = ${S.delivered} then p.created_at + interval '290 minutes' end,
          g.wasfy, g.goods, 0, 0, g.goods, g.delivery, g.goods + g.delivery,
          ((g.goods + g.delivery) * 15 + 57) / 115, (g.goods + g.delivery) - ((g.goods + g.delivery) * 15 + 57) / 115,
          g.goods + g.delivery, ${SCALE_ORDER_KEY}::text || p.n, p.created_at,
          p.created_at + case p.status when ${S.accepted} then interval '35 minutes' when ${S.out_for_delivery} then interval '215 minutes'
            when ${S.delivered} then interval '290 minutes' when ${S.rejected} then interval '50 minutes'
            when ${S.cancelled} then interval '12 minutes'
            else case when p.online and p.status <> ${S.awaiting_payment} then interval '2 minutes' else interval '0' end end
        from scale_plan p
        join (
          select l.order_id, sum(l.price * l.quantity)::int as goods, bool_or(l.wasfy) as wasfy,
            case when bool_or(l.wasfy) then max(sp.prescription_delivery_price) else max(sp.delivery_price) end as delivery
          from scale_lines l join scale_plan sp on sp.order_id = l.order_id group by l.order_id
        ) g on g.order_id = p.order_id
        order by p.order_id`);

      await tx.execute(sql`
        insert into order_lines (order_id, product_id, product_code, name, image, unit_price, quantity, total,
          offer_discount, coupon_discount, amount, price_before_vat, vat, wasfy, source)
        select order_id, product_id, code, name, image, price, quantity, price * quantity, 0, 0, price * quantity,
          price * quantity - (price * quantity * 15 + 57) / 115, (price * quantity * 15 + 57) / 115, wasfy,
          case when wasfy then 'pharmacist' else 'customer' end
        from scale_lines order by order_id, j`);

      // The history each status implies: placed (awaiting payment first when paid online), paid,
      // then accepted, out for delivery and delivered, or rejected, or cancelled.
      const customer = sql.raw(`'customer', p.customer_id, p.customer_name`);
      const pharmacist = sql.raw(`'staff', null::int, 'الصيدلي المناوب'`);
      const courier = sql.raw(`'staff', null::int, 'فريق التوصيل'`);
      await tx.execute(sql`
        insert into status_history (machine, entity_id, from_status, to_status, actor_kind, actor_id, actor_name, at)
        select 'order', order_id, from_status, to_status, actor_kind, actor_id, actor_name, at from (
          select p.order_id, null::int as from_status, case when p.online then ${S.awaiting_payment} else ${S.in_progress} end as to_status,
            'customer' as actor_kind, p.customer_id as actor_id, p.customer_name as actor_name, p.created_at as at, 1 as step
          from scale_plan p
          union all
          select p.order_id, ${S.awaiting_payment}, ${S.in_progress}, 'system', null::int, 'payment gateway',
            p.created_at + interval '2 minutes', 2 from scale_plan p where p.online and p.status <> ${S.awaiting_payment}
          union all
          select p.order_id, ${S.in_progress}, ${S.accepted}, ${pharmacist}, p.created_at + interval '35 minutes', 3
          from scale_plan p where p.status in (${S.accepted}, ${S.out_for_delivery}, ${S.delivered})
          union all
          select p.order_id, ${S.accepted}, ${S.out_for_delivery}, ${courier}, p.created_at + interval '215 minutes', 4
          from scale_plan p where p.status in (${S.out_for_delivery}, ${S.delivered})
          union all
          select p.order_id, ${S.out_for_delivery}, ${S.delivered}, ${courier}, p.created_at + interval '290 minutes', 5
          from scale_plan p where p.status = ${S.delivered}
          union all
          select p.order_id, ${S.in_progress}, ${S.rejected}, ${pharmacist}, p.created_at + interval '50 minutes', 3
          from scale_plan p where p.status = ${S.rejected}
          union all
          select p.order_id, ${S.in_progress}, ${S.cancelled}, ${customer}, p.created_at + interval '12 minutes', 3
          from scale_plan p where p.status = ${S.cancelled}
        ) steps order by order_id, step`);
    });
    log(`orders ${start}–${end} of ${to}`);
  }
}

/**
 * Removes the scale orders (their lines go with them) and their status history, then the scale
 * delivery cities and the branch made for them. Status history is append-only (migration 0012):
 * its guard is lifted for this delete alone, inside the transaction, and put back before it commits.
 */
export async function resetScaleOrders(db: Database): Promise<number> {
  const removed = await db.transaction(async (tx) => {
    const scaleOrders = sql`select id from orders where idempotency_key like ${`${SCALE_ORDER_KEY}%`}`;
    await tx.execute(sql`alter table status_history disable trigger status_history_append_only`);
    await tx.execute(sql`delete from status_history where machine = 'order' and entity_id in (${scaleOrders})`);
    await tx.execute(sql`alter table status_history enable trigger status_history_append_only`);
    const rows = await rowsOf<{ n: number }>(
      tx,
      sql`with gone as (delete from orders where idempotency_key like ${`${SCALE_ORDER_KEY}%`} returning 1)
          select count(*)::int as n from gone`,
    );
    return Number(rows[0]?.n ?? 0);
  });
  // Cities, districts and the branch stay while other orders still name them.
  await db.execute(sql`
    delete from delivery_districts d using delivery_cities c
    where c.id = d.city_id and c.name->>'en' like ${`${SCALE_CITY_PREFIX}%`}
      and not exists (select 1 from orders o where o.district_id = d.id)`);
  await db.execute(sql`
    delete from delivery_cities c where c.name->>'en' like ${`${SCALE_CITY_PREFIX}%`}
      and not exists (select 1 from delivery_districts d where d.city_id = c.id)
      and not exists (select 1 from orders o where o.city_id = c.id)`);
  await db.execute(sql`
    delete from branches b where b.code = ${SCALE_ORDER_BRANCH}
      and not exists (select 1 from orders o where o.branch_id = b.id)`);
  return removed;
}
