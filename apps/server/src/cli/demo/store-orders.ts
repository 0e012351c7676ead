import {
  checkoutBody,
  DEFAULT_LOCALE,
  halalasToText,
  OPEN_ORDER_STATUSES,
  ORDER_STATUS,
  type PaymentMethod,
  riyadhNow,
  SYSTEM_ACTORS,
} from '@app/contracts';
import { and, asc, eq, gt, inArray, isNull, like, lte, sql } from 'drizzle-orm';
import pino from 'pino';
import type { Database, Tx } from '../../db/client';
import {
  coupons,
  customerAddresses,
  customers,
  loyaltySettings,
  offerProducts,
  offers,
  orderLines,
  orders,
  outbox,
  prescriptions,
  productStock,
  products,
  statusHistory,
  storeCategories,
  storeSubcategories,
} from '../../db/schema/index';
import { translate } from '../../i18n/messages';
import { type Actor, systemActor } from '../../kernel/actor';
import type { CustomerContext, FileService, MutationContext, ServiceContext } from '../../kernel/context';
import { balanceOf, customerLedger } from '../../kernel/ledger';
import { mutate } from '../../kernel/mutate';
import { addToCart, cartRows, removeFromCart } from '../../modules/store/orders/cart-service';
import { placeOrder, quoteCheckout } from '../../modules/store/orders/checkout-service';
import { cancelMyOrder, changeOrderStatus } from '../../modules/store/orders/order-service';
import { servingBranches } from '../../modules/store/orders/stock-service';
import { applyStock } from '../../modules/store/products/stock-service';
import type { Storage } from '../../plugins/storage';

// Demo orders: about thirty orders of the demo customers over the last month, in every status of
// the order machine, placed and moved through the shop's own services (cart, checkout, status
// changes), so their figures, the ledgers, the stock they hold, their history and the points of
// delivered orders are what real use would have left. Only the dates are rewritten afterwards.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const S = ORDER_STATUS;
type Step = 'accept' | 'reject' | 'dispatch' | 'deliver' | 'courier_cancel' | 'customer_cancel' | 'payment_declined';

/** Each step: the status it moves to, who moves it, a note, and how long after the previous one it comes. */
const STEPS: Record<Step, { to: number; after: number; note?: string }> = {
  accept: { to: S.accepted, after: 35 * MINUTE },
  reject: { to: S.rejected, after: 50 * MINUTE, note: 'تعذّر توفير الصنف في الفرع' },
  dispatch: { to: S.out_for_delivery, after: 3 * HOUR },
  deliver: { to: S.delivered, after: 75 * MINUTE },
  courier_cancel: { to: S.cancelled, after: 2 * HOUR, note: 'تعذّر الوصول إلى العميل، وأُعيد الطلب إلى الفرع' },
  customer_cancel: { to: S.cancelled, after: 12 * MINUTE },
  payment_declined: { to: S.cancelled, after: 20 * MINUTE, note: 'رُفضت عملية الدفع من البنك المُصدر' },
};

const PHARMACIST: Actor = { kind: 'staff', id: null, name: 'الصيدلي المناوب' };
const COURIER: Actor = { kind: 'staff', id: null, name: 'فريق التوصيل' };
const GATEWAY = systemActor(SYSTEM_ACTORS.paymentGateway);

function actorOf(step: Step): Actor {
  if (step === 'dispatch' || step === 'deliver' || step === 'courier_cancel') return COURIER;
  if (step === 'payment_declined') return GATEWAY;
  return PHARMACIST;
}

interface DemoOrderPlan {
  /** When the order was placed, in days before now. */
  daysAgo: number;
  steps: Step[];
  payment: PaymentMethod;
  /** Lines of ordinary products (a prescription order adds its prescription-only line to these). */
  lines: number;
  coupon?: 'WELCOME15' | 'SAVE25';
  points?: boolean;
  /** Part of the amount paid from the wallet (the `wallet` method pays all of it). */
  wallet?: boolean;
  /** A prescription-only product, against one of the customer's demo prescriptions. */
  wasfy?: boolean;
  /** A product of a running "buy some, get one free" offer. */
  offer?: boolean;
  notes?: string;
}

const DELIVERED: Step[] = ['accept', 'dispatch', 'deliver'];

/** Ten delivered, three rejected, four cancelled (three ways), and the open ones of the last days. */
const PLANS: readonly DemoOrderPlan[] = [
  { daysAgo: 29.4, steps: DELIVERED, payment: 'cash', lines: 2 },
  { daysAgo: 27.2, steps: ['reject'], payment: 'cash', lines: 1 },
  { daysAgo: 26.1, steps: DELIVERED, payment: 'card_on_delivery', lines: 3, coupon: 'WELCOME15' },
  { daysAgo: 24.9, steps: ['customer_cancel'], payment: 'cash', lines: 2, points: true },
  { daysAgo: 23.7, steps: DELIVERED, payment: 'wallet', lines: 1 },
  { daysAgo: 20.2, steps: DELIVERED, payment: 'stc_pay_on_delivery', lines: 2, points: true },
  { daysAgo: 17.5, steps: DELIVERED, payment: 'cash', lines: 2, wallet: true, notes: 'الرجاء الاتصال قبل الوصول' },
  {
    daysAgo: 15.1,
    steps: ['accept', 'dispatch', 'courier_cancel'],
    payment: 'card_on_delivery',
    lines: 2,
    wallet: true,
  },
  { daysAgo: 14.3, steps: DELIVERED, payment: 'stc_pay_on_delivery', lines: 1, coupon: 'SAVE25' },
  { daysAgo: 12.8, steps: ['reject'], payment: 'card_on_delivery', lines: 2, coupon: 'WELCOME15' },
  { daysAgo: 11.6, steps: DELIVERED, payment: 'card_on_delivery', lines: 1, offer: true },
  { daysAgo: 9.7, steps: ['payment_declined'], payment: 'online_card', lines: 2 },
  { daysAgo: 8.2, steps: DELIVERED, payment: 'cash', lines: 3, points: true, coupon: 'WELCOME15' },
  { daysAgo: 5.4, steps: DELIVERED, payment: 'card_on_delivery', lines: 2 },
  { daysAgo: 3.3, steps: ['customer_cancel'], payment: 'stc_pay_on_delivery', lines: 1 },
  { daysAgo: 2.2, steps: ['accept'], payment: 'card_on_delivery', lines: 2 },
  { daysAgo: 1.9, steps: ['accept', 'dispatch'], payment: 'cash', lines: 1 },
  { daysAgo: 1.6, steps: ['accept'], payment: 'cash', lines: 0, wasfy: true },
  { daysAgo: 1.3, steps: DELIVERED, payment: 'cash', lines: 1, wasfy: true },
  { daysAgo: 1.2, steps: ['accept', 'dispatch'], payment: 'stc_pay_on_delivery', lines: 2, coupon: 'WELCOME15' },
  { daysAgo: 0.9, steps: [], payment: 'cash', lines: 2, notes: 'التوصيل بعد صلاة العصر' },
  { daysAgo: 0.7, steps: ['accept'], payment: 'cash', lines: 1, offer: true },
  { daysAgo: 0.6, steps: [], payment: 'card_on_delivery', lines: 0, wasfy: true },
  { daysAgo: 0.5, steps: ['accept', 'dispatch'], payment: 'card_on_delivery', lines: 2, wallet: true },
  { daysAgo: 0.4, steps: [], payment: 'stc_pay_on_delivery', lines: 2, points: true },
  { daysAgo: 0.25, steps: [], payment: 'wallet', lines: 1 },
  { daysAgo: 0.17, steps: ['reject'], payment: 'cash', lines: 1, wasfy: true },
  { daysAgo: 0.1, steps: [], payment: 'cash', lines: 3, coupon: 'SAVE25' },
  // Within the payment window (PAYMENT_WINDOW_MS, 30 minutes): the expiry job cancels them once it
  // has passed, as it does any order left unpaid.
  { daysAgo: 12 / 1440, steps: [], payment: 'online_card', lines: 2 },
  { daysAgo: 4 / 1440, steps: [], payment: 'online_card', lines: 1, coupon: 'WELCOME15' },
];

/** A repeatable pseudo-random number in [0, 1) from an integer (the demo is the same on every start). */
function unit(seed: number): number {
  let x = (seed + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x ^= x >>> 16;
  return (x >>> 0) / 2 ** 32;
}

const silent = pino({ level: 'silent' });

/** What the services need of the app, for work no request started: files by the storage, no cache, no bus. */
function services(db: Database, storage: Storage): ServiceContext {
  const unavailable = () => Promise.reject(new Error('no uploads while seeding demo orders'));
  const files: FileService = {
    prepare: unavailable,
    prepareAll: unavailable,
    store: unavailable,
    remove: (file) => storage.remove(file.visibility, file.key),
    publicUrl: (key) => storage.publicUrl(key),
    signPrivate: () => {
      throw new Error('no signed links while seeding demo orders');
    },
  };
  return {
    db,
    locale: DEFAULT_LOCALE,
    files,
    invalidate: async () => {},
    // Nobody listens while the server starts; the staff's new-order alert is for live orders.
    events: { announceIn: async () => {}, deliverLocally: () => {} },
    log: silent,
    t: (key, params) => translate(DEFAULT_LOCALE, key, params),
  };
}

interface DemoCustomer {
  id: number;
  name: string;
  addressId: number;
  districtId: number;
  branch: { id: number; code: string };
}

/** A customer as the shop's services see a signed-in one (there is no request: no token either). */
function customerContext(base: ServiceContext, customer: DemoCustomer): CustomerContext {
  return {
    ...base,
    actor: { kind: 'customer', id: customer.id, name: customer.name },
    session: { id: customer.id, name: customer.name, tokenId: 0 },
    ip: '127.0.0.1',
  };
}

/** Demo customers with an address a branch delivers to (the default one when it is served). */
async function servedCustomers(tx: Tx): Promise<DemoCustomer[]> {
  const rows = await tx
    .select({
      id: customers.id,
      name: customers.name,
      addressId: customerAddresses.id,
      districtId: customerAddresses.districtId,
      isDefault: customerAddresses.isDefault,
    })
    .from(customers)
    .innerJoin(customerAddresses, eq(customerAddresses.customerId, customers.id))
    .where(and(eq(customers.active, true), isNull(customers.anonymisedAt)))
    .orderBy(asc(customers.id), sql`${customerAddresses.isDefault} desc`, asc(customerAddresses.id));
  const found = new Map<number, DemoCustomer>();
  for (const row of rows) {
    if (found.has(row.id)) continue;
    const [branch] = await servingBranches(tx, row.districtId);
    if (branch) found.set(row.id, { ...row, branch });
  }
  return [...found.values()];
}

interface Candidate {
  id: number;
  code: string;
  price: number;
}

/** Products for sale and in stock somewhere, those stocked at `store` first; of a running offer when asked. */
async function candidates(
  tx: Tx,
  store: string,
  options: { wasfy: boolean; offer?: boolean; maxPrice?: number },
): Promise<Candidate[]> {
  const now = riyadhNow();
  const conditions = [
    eq(products.active, true),
    eq(storeSubcategories.active, true),
    eq(storeCategories.active, true),
    gt(products.stockTotal, 0),
    eq(products.wasfy, options.wasfy),
  ];
  if (options.maxPrice !== undefined) conditions.push(lte(products.price, options.maxPrice));
  if (options.offer) {
    const running = tx
      .select({ productId: offerProducts.productId })
      .from(offerProducts)
      .innerJoin(offers, eq(offers.id, offerProducts.offerId))
      .where(
        and(
          eq(offers.status, true),
          eq(offers.type, 'one_and_other_free'),
          sql`${offers.startDate} <= ${now}::timestamp`,
          sql`${offers.endDate} > ${now}::timestamp`,
        ),
      );
    conditions.push(inArray(products.id, running));
  }
  const stockedHere = sql<boolean>`exists (select 1 from ${productStock} where ${productStock.code} = ${products.code} and ${productStock.storeNo} = ${store} and ${productStock.actualStock} >= 5)`;
  const rows = await tx
    .select({ id: products.id, code: products.code, price: products.price, here: stockedHere })
    .from(products)
    .innerJoin(storeSubcategories, eq(storeSubcategories.id, products.subcategoryId))
    .innerJoin(storeCategories, eq(storeCategories.id, storeSubcategories.categoryId))
    .where(and(...conditions))
    .orderBy(asc(products.id));
  const here = rows.filter((row) => row.here);
  return (here.length > 0 ? here : rows).map(({ id, code, price }) => ({ id, code, price }));
}

interface Line extends Candidate {
  quantity: number;
}

/** `count` different products picked from `list` by `seed`. */
function pick(list: readonly Candidate[], count: number, seed: number, quantity: (n: number) => number): Line[] {
  const chosen: Line[] = [];
  for (let n = 0; chosen.length < Math.min(count, list.length) && n < count * 10; n++) {
    const product = list[Math.floor(unit(seed * 97 + n) * list.length)]!;
    if (!chosen.some((line) => line.id === product.id)) chosen.push({ ...product, quantity: quantity(n) });
  }
  return chosen;
}

/**
 * Makes sure the branch can sell the lines: where its figure less what its open orders hold falls
 * short, the figure is raised through the stock write the ERP's figures go through.
 */
async function ensureStock(tx: Tx, branch: { id: number; code: string }, lines: readonly Line[]): Promise<number> {
  let raised = 0;
  for (const line of lines) {
    const [stock] = await tx
      .select({ units: productStock.actualStock })
      .from(productStock)
      .where(and(eq(productStock.code, line.code), eq(productStock.storeNo, branch.code)));
    const [held] = await tx
      .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.branchId, branch.id),
          inArray(orders.status, [...OPEN_ORDER_STATUSES]),
          eq(orderLines.productCode, line.code),
        ),
      );
    const actual = stock?.units ?? 0;
    const free = actual - (held?.units ?? 0);
    if (free >= line.quantity) continue;
    await applyStock(tx, [{ code: line.code, store_no: branch.code, quantity: actual + line.quantity - free + 5 }]);
    raised += 1;
  }
  return raised;
}

/** Takes customers from a list in turn, each as little as possible. */
function rotation<T extends { id: number }>(list: readonly T[], start = 0) {
  let next = start;
  return (avoid: ReadonlySet<number> = new Set()): T | undefined => {
    for (let n = 0; n < list.length; n++) {
      const item = list[(next + n) % list.length]!;
      if (avoid.has(item.id)) continue;
      next = (next + n + 1) % list.length;
      return item;
    }
    return undefined;
  };
}

interface Placed {
  id: number;
  /** The order's creation and each status change after it, as they should read. */
  times: Date[];
}

/**
 * Demo orders of the demo customers in every status, over the last thirty days, through the shop's
 * services: the cart, checkout (coupons, points, wallet, prescriptions, every payment method) and
 * the status changes staff, the payment gateway and customers make. Added only when there are no
 * orders; after the customers, delivery areas, promotions and prescriptions. An order that cannot
 * be placed (a database that changed since it was seeded) is left out and said so in the log.
 */
export async function seedDemoStoreOrders(
  tx: Tx,
  storage: Storage,
  log: (line: string) => void = () => {},
): Promise<{ created: number }> {
  if ((await tx.$count(orders)) > 0) return { created: 0 };
  const served = await servedCustomers(tx);
  if (served.length === 0 || (await tx.$count(products)) === 0) return { created: 0 };

  const [loyalty] = await tx.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1));
  const minimumPoints = loyalty?.minimumLoyaltyPoints ?? Number.POSITIVE_INFINITY;
  const balances = new Map<number, { wallet: number; points: number }>();
  for (const customer of served) {
    balances.set(customer.id, {
      wallet: await balanceOf(tx, customerLedger('wallet', customer.id)),
      points: await balanceOf(tx, customerLedger('points', customer.id)),
    });
  }
  const usable = await tx
    .select({ id: prescriptions.id, customerId: prescriptions.customerId, createdAt: prescriptions.createdAt })
    .from(prescriptions)
    .where(inArray(prescriptions.status, [S.in_progress, S.accepted]))
    .orderBy(asc(prescriptions.id));
  const byId = new Map(served.map((c) => [c.id, c]));
  const anyone = rotation(served, 3);
  const withPoints = rotation(served.filter((c) => balances.get(c.id)!.points >= minimumPoints));
  const withWallet = rotation(served.filter((c) => balances.get(c.id)!.wallet >= 1_000));
  const withPrescription = rotation(
    usable.filter((p) => byId.has(p.customerId)).map((p) => ({ ...p, id: p.customerId, prescriptionId: p.id })),
  );
  const knownCoupons = new Set(
    (
      await tx
        .select({ code: coupons.code })
        .from(coupons)
        .where(inArray(coupons.code, ['WELCOME15', 'SAVE25']))
    ).map((c) => c.code),
  );

  // Who places each order and when it happens, decided first; then placed oldest first.
  const now = Date.now();
  const redeemed = new Set<number>();
  const paidByWallet = new Set<number>();
  const planned = PLANS.flatMap((plan, index) => {
    let customer: DemoCustomer | undefined;
    let prescription: { prescriptionId: number; createdAt: Date } | undefined;
    if (plan.wasfy) {
      const taken = withPrescription();
      if (!taken) return [];
      customer = byId.get(taken.customerId);
      prescription = taken;
    } else if (plan.points) {
      customer = withPoints(redeemed) ?? anyone();
      if (customer) redeemed.add(customer.id);
    } else if (plan.wallet || plan.payment === 'wallet') {
      customer = withWallet(paidByWallet) ?? anyone();
      if (customer) paidByWallet.add(customer.id);
    } else {
      customer = anyone();
    }
    if (!customer) return [];
    let placedAt = now - plan.daysAgo * DAY;
    // A prescription order comes after its prescription.
    if (prescription) placedAt = Math.max(placedAt, prescription.createdAt.getTime() + HOUR);
    const times = [placedAt];
    for (const step of plan.steps) times.push(times[times.length - 1]! + STEPS[step].after);
    // Nothing in the future: a late order's steps are squeezed into the time since it was placed.
    const latest = now - 2 * MINUTE;
    const first = Math.min(placedAt, plan.steps.length > 0 ? latest - 10 * MINUTE : latest);
    const span = times[times.length - 1]! - placedAt;
    const room = latest - first;
    const scale = span > room ? room / span : 1;
    return [
      {
        plan,
        index,
        customer,
        prescriptionId: prescription?.prescriptionId,
        times: times.map((t) => new Date(first + (t - placedAt) * scale)),
      },
    ];
  }).sort((a, b) => a.times[0]!.getTime() - b.times[0]!.getTime());

  const placed: Placed[] = [];
  let stockRaised = 0;
  for (const order of planned) {
    try {
      // Each order in a savepoint: one that cannot be placed leaves nothing behind.
      const result = await tx.transaction(async (sp) => {
        const base = services(sp as unknown as Database, storage);
        const customer = customerContext(base, order.customer);
        const staff: MutationContext = { ...base, actor: { kind: 'system', name: 'demo' } };
        const { plan } = order;
        const store = order.customer.branch.code;
        const seed = order.index + 1;
        const wallet = balances.get(order.customer.id)?.wallet ?? 0;

        const lines: Line[] = [];
        if (plan.wasfy) {
          lines.push(...pick(await candidates(sp, store, { wasfy: true }), 1, seed, () => 1));
        }
        if (plan.offer) {
          lines.push(...pick(await candidates(sp, store, { wasfy: false, offer: true }), 1, seed, () => 3));
        }
        const ordinary = plan.offer ? plan.lines - 1 : plan.lines;
        if (ordinary > 0) {
          // Paid from the wallet: goods it can pay for with the delivery.
          const maxPrice = plan.payment === 'wallet' ? Math.max(wallet - 2_500, 500) : undefined;
          const list = (await candidates(sp, store, { wasfy: false, maxPrice })).filter(
            (c) => !lines.some((line) => line.id === c.id),
          );
          lines.push(...pick(list, ordinary, seed + 1_000, (n) => 1 + (Math.floor(unit(seed * 13 + n) * 3) % 2)));
        }
        if (lines.length === 0) throw new Error('no product to order');
        const raised = await ensureStock(sp, order.customer.branch, lines);

        for (const row of await cartRows(sp, order.customer.id)) await removeFromCart(customer, row.product.id);
        for (const line of lines) await addToCart(customer, { product_id: line.id, quantity: line.quantity });

        const request: Record<string, unknown> = {
          address_id: order.customer.addressId,
          payment_method: plan.payment,
          coupon_code: plan.coupon && knownCoupons.has(plan.coupon) ? plan.coupon : undefined,
          prescription_id: order.prescriptionId,
          notes: plan.notes,
        };
        if (plan.points) {
          const points = await balanceOf(sp, customerLedger('points', order.customer.id));
          if (loyalty && points >= minimumPoints) request.points = Math.min(points, loyalty.maximumLoyaltyPoints, 400);
        }
        if (plan.wallet || plan.payment === 'wallet') {
          const quote = await quoteCheckout(sp, customer, checkoutBody.parse({ ...request, payment_method: 'cash' }));
          const payable = quote.priced.total - quote.pointsAmount;
          if (plan.payment === 'wallet' && wallet < payable) request.payment_method = 'cash';
          if (request.payment_method !== 'wallet') {
            const part = Math.min(wallet, payable, 4_000);
            if (part > 0) request.wallet_amount = halalasToText(part);
          }
        }

        const online = plan.payment === 'online_card';
        const { id } = await placeOrder(
          { ...customer, idempotencyKey: `demo-order-${order.index + 1}` },
          checkoutBody.parse(request),
          online,
        );
        for (const step of plan.steps) {
          if (step === 'customer_cancel') {
            await cancelMyOrder(customer, id);
            continue;
          }
          const { to, note } = STEPS[step];
          await mutate(staff, { action: 'manage orders', mode: 'update', subject: 'orders' }, async (scope) => {
            await changeOrderStatus(scope, id, to, actorOf(step), { note: note ?? null });
            scope.describe(id, `#${id}`);
          });
        }
        // Status pushes of orders long delivered would reach the demo devices at start: none for the demo.
        await sp.delete(outbox).where(like(outbox.dedupeKey, `push:order-status:${id}:%`));
        const after = {
          wallet: await balanceOf(sp, customerLedger('wallet', order.customer.id)),
          points: await balanceOf(sp, customerLedger('points', order.customer.id)),
        };
        return { id, raised, after };
      });
      balances.set(order.customer.id, result.after);
      stockRaised += result.raised;
      placed.push({ id: result.id, times: order.times });
    } catch (error) {
      log(`Demo order ${order.index + 1} left out: ${reasonOf(error)}`);
    }
  }

  await backdate(tx, placed, log);
  const [lines] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        placed.map((p) => p.id),
      ),
    );
  const steps = placed.reduce((sum, p) => sum + p.times.length, 0);
  return { created: placed.length + (lines?.n ?? 0) + steps + stockRaised };
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const fields = (error as { fieldErrors?: unknown }).fieldErrors;
  return fields ? `${error.message} ${JSON.stringify(fields)}` : error.message;
}

/**
 * The dates real use would have left: when each order was placed, paid and moved (demo dates
 * only). Status history is append-only (migration 0012); its guard is lifted for these updates
 * alone, inside the seed's transaction, and put back before it commits. Where it cannot be (a
 * database user that does not own the table), the orders keep the dates they were placed at.
 */
async function backdate(tx: Tx, placed: readonly Placed[], log: (line: string) => void): Promise<void> {
  if (placed.length === 0) return;
  try {
    await tx.transaction(async (sp) => {
      await sp.execute(sql`alter table status_history disable trigger status_history_append_only`);
      for (const { id, times } of placed) {
        const created = times[0]!;
        const last = times[times.length - 1]!;
        const [order] = await sp
          .select({ paidAt: orders.paidAt, amountDue: orders.amountDue })
          .from(orders)
          .where(eq(orders.id, id));
        // Paid in full at checkout (wallet, points), or on delivery.
        const paidAt = order?.paidAt ? (order.amountDue === 0 ? created : last) : null;
        await sp.update(orders).set({ createdAt: created, updatedAt: last, paidAt }).where(eq(orders.id, id));
        const history = await sp
          .select({ id: statusHistory.id })
          .from(statusHistory)
          .where(and(eq(statusHistory.machine, 'order'), eq(statusHistory.entityId, id)))
          .orderBy(asc(statusHistory.id));
        for (const [n, row] of history.entries()) {
          await sp
            .update(statusHistory)
            .set({ at: times[Math.min(n, times.length - 1)]! })
            .where(eq(statusHistory.id, row.id));
        }
      }
      await sp.execute(sql`alter table status_history enable trigger status_history_append_only`);
    });
  } catch (error) {
    log(`Demo orders keep today's dates: ${reasonOf(error)}`);
  }
}
