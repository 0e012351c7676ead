/**
 * Places real orders through a running server's shop API, as the shop app would, to watch the
 * staff's live new-order alert in the store back-office:
 *
 *   npm run demo:orders -- --count 5 [--url http://localhost:3000] [--interval-ms 1000]
 *
 * It signs in as a few of the demo customers (or, on a server without them, registers new ones),
 * gives each an address a branch delivers to when they have none, fills the cart with one to three
 * products the branch serving it has in stock (each checked with the checkout preview) and checks
 * out, paying cash or by card on delivery. One line per order; a refused checkout prints the
 * server's message (and is tried again with other products when the cart was the problem). Only
 * HTTP: the server may run anywhere. Meant for demo servers: the orders are real ones.
 */
import { randomInt, randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type {
  CheckoutAnswer,
  CustomerAddressItem,
  ShopCart,
  ShopCity,
  ShopProductItem,
  ShopSessionAnswer,
} from '@app/contracts';

/** What `npm start` prints: PUBLIC_URL, else http://localhost:PORT (3000). */
export function defaultUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`;
}

const USAGE = `Usage: npm run demo:orders -- --count N [--url ${defaultUrl()}] [--interval-ms 1000]

Places N real orders through the running server's shop API (demo customers, cash or card on
delivery), one every --interval-ms, for watching the store back-office's new-order alert.`;

/** The password every demo customer shares (cli/demo/store-customers.ts). */
const DEMO_PASSWORD = 'Customer@123';
const DEMO_CUSTOMERS = 50;

/** The mobile of demo customer `i`, as cli/demo/store-customers.ts makes it. */
const demoMobile = (i: number) => `05${String(50_000_000 + i * 131_071).slice(0, 8)}`;

const PAYMENTS = ['cash', 'card_on_delivery'] as const;
/** Customers the orders are spread over. */
const MAX_CUSTOMERS = 3;
/** Checkouts tried for one order when its cart is refused (another checkout took the stock meanwhile). */
const ATTEMPTS = 3;

export interface Output {
  line(text: string): void;
  error(text: string): void;
}

const consoleOutput: Output = { line: (text) => console.log(text), error: (text) => console.error(text) };

export interface DemoOrdersOptions {
  url: string;
  count: number;
  intervalMs: number;
  output?: Output;
}

export interface DemoOrdersResult {
  placed: Array<{ id: number; total: string }>;
  refused: number;
}

/** A refusal of the API: its status and the server's message with its field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function api(base: string) {
  return async <T>(
    method: Method,
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> => {
    const headers: Record<string, string> = { accept: 'application/json', locale: 'en', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const body = (json ?? {}) as { message?: string; errors?: Record<string, string[]> };
      throw new ApiError(response.status, body.message ?? (text.slice(0, 200) || response.statusText), body.errors);
    }
    return json as T;
  };
}

type Api = ReturnType<typeof api>;

/** The server's message with what it said about each field. */
function refusal(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const fields = Object.values(error.fields).flat();
  return `${error.status} ${error.message}${fields.length ? ` ${fields.join(' ')}` : ''}`;
}

interface Customer {
  name: string;
  token: string;
  addressId: number;
}

interface District {
  cityId: number;
  districtId: number;
  name: string;
}

/** Signs in as demo customers, or registers new ones when the server has none (not a demo server). */
async function customers(call: Api, wanted: number, output: Output): Promise<Array<Omit<Customer, 'addressId'>>> {
  const found: Array<Omit<Customer, 'addressId'>> = [];
  const first = randomInt(DEMO_CUSTOMERS);
  for (let n = 0; n < wanted; n++) {
    try {
      const { data } = await call<ShopSessionAnswer>('POST', '/api/shop/login', {
        body: { login: demoMobile((first + n * 7) % DEMO_CUSTOMERS), password: DEMO_PASSWORD },
      });
      found.push({ name: data.customer.name, token: data.token });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      break;
    }
  }
  if (found.length > 0) return found;
  output.line('No demo customers to sign in as: registering new ones.');
  for (let n = 0; n < wanted; n++) {
    const { data } = await call<ShopSessionAnswer>('POST', '/api/shop/register', {
      body: {
        name: `عميل تجريبي ${randomInt(1_000, 10_000)}`,
        mobile: `05${String(randomInt(100_000_000)).padStart(8, '0')}`,
        password: DEMO_PASSWORD,
      },
    });
    found.push({ name: data.customer.name, token: data.token });
  }
  return found;
}

/** One of the customer's addresses a branch delivers to; a new one in a served district when none is. */
async function servedAddress(call: Api, token: string, districts: readonly District[]): Promise<number> {
  const { data } = await call<{ data: CustomerAddressItem[] }>('GET', '/api/shop/addresses', { token });
  const served = data.find((address) => address.served);
  if (served) return served.id;
  const district = districts[randomInt(districts.length)]!;
  const created = await call<{ data: CustomerAddressItem }>('POST', '/api/shop/addresses', {
    token,
    body: {
      city_id: district.cityId,
      district_id: district.districtId,
      details: `شارع التحلية، مبنى ${randomInt(1, 99)}`,
    },
  });
  return created.data.id;
}

/** Products in stock that need no prescription, from the catalogue's first page and a random other. */
async function productsInStock(call: Api): Promise<ShopProductItem[]> {
  const page = (n: number) =>
    call<{ data: ShopProductItem[]; total: number }>('GET', `/api/shop/products?limit=100&page=${n}`);
  const first = await page(1);
  const pages = Math.ceil(first.total / 100);
  const items = [...first.data];
  if (pages > 1) items.push(...(await page(randomInt(2, pages + 1))).data);
  return items.filter((product) => product.in_stock && !product.wasfy);
}

function sample<T>(list: readonly T[], count: number): T[] {
  const pool = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(randomInt(pool.length), 1)[0]!);
  return chosen;
}

/** Products tried for one cart: most of the catalogue is stocked at a few branches only. */
const TRIES = 40;

/**
 * Empties the cart, then fills it with 1 to 3 of the products (1 or 2 units each) the branch serving
 * the address can sell: each added product is priced by the checkout preview, and taken out again
 * when the server refuses the cart. Answers the lines kept, and the server's last refusal.
 */
async function fillCart(
  call: Api,
  customer: Customer,
  products: readonly ShopProductItem[],
): Promise<{ lines: number; tried: number; refused: ApiError | null }> {
  const { token } = customer;
  const { data: cart } = await call<{ data: ShopCart }>('GET', '/api/shop/cart', { token });
  for (const line of cart.lines) await call('DELETE', `/api/shop/cart/${line.product_id}`, { token });
  const wanted = randomInt(1, 4);
  let lines = 0;
  let tried = 0;
  let refused: ApiError | null = null;
  for (const product of sample(products, TRIES)) {
    if (lines === wanted) break;
    tried += 1;
    try {
      await call('POST', '/api/shop/cart', { token, body: { product_id: product.id, quantity: randomInt(1, 3) } });
    } catch (error) {
      // Taken off sale since the list was read: the others go on.
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      continue;
    }
    try {
      await call('POST', '/api/shop/checkout/preview', {
        token,
        body: { address_id: customer.addressId, payment_method: 'cash' },
      });
      lines += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      refused = error;
      await call('DELETE', `/api/shop/cart/${product.id}`, { token });
    }
  }
  return { lines, tried, refused };
}

/** Places `count` orders, one every `intervalMs`; answers what was placed and how many were refused. */
export async function placeDemoOrders(options: DemoOrdersOptions): Promise<DemoOrdersResult> {
  const output = options.output ?? consoleOutput;
  const base = options.url.replace(/\/+$/, '');
  const call = api(base);

  const { data: cities } = await call<{ data: ShopCity[] }>('GET', '/api/shop/cities');
  const districts = cities.flatMap((city) =>
    city.districts.filter((d) => d.served).map((d) => ({ cityId: city.id, districtId: d.id, name: d.name })),
  );
  if (districts.length === 0) throw new Error('No district is delivered to: link branches to districts first.');
  const products = await productsInStock(call);
  if (products.length === 0) throw new Error('No product is in stock without a prescription.');

  const people: Customer[] = [];
  for (const person of await customers(call, Math.min(options.count, MAX_CUSTOMERS), output)) {
    people.push({ ...person, addressId: await servedAddress(call, person.token, districts) });
  }

  const result: DemoOrdersResult = { placed: [], refused: 0 };
  for (let n = 0; n < options.count; n++) {
    if (n > 0 && options.intervalMs > 0) await sleep(options.intervalMs);
    const customer = people[n % people.length]!;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const { lines, tried, refused } = await fillCart(call, customer, products);
      if (lines === 0) {
        result.refused += 1;
        const answer = refused ? `its last answer: ${refusal(refused)}` : 'none could be added to the cart';
        output.error(
          `No order for ${customer.name}: the server accepted none of the ${tried} product(s) tried; ${answer}`,
        );
        break;
      }
      const payment = PAYMENTS[randomInt(PAYMENTS.length)]!;
      try {
        const { data } = await call<{ data: CheckoutAnswer }>('POST', '/api/shop/checkout', {
          token: customer.token,
          headers: { 'idempotency-key': randomUUID() },
          body: { address_id: customer.addressId, payment_method: payment },
        });
        const { order } = data;
        result.placed.push({ id: order.id, total: order.total_after_vat });
        output.line(
          `Order #${order.id}  ${order.total_after_vat} SAR  ${customer.name}  ${lines} line(s), ${order.payment_method.title}, ${order.branch.name}`,
        );
        break;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        result.refused += 1;
        output.error(`Checkout refused for ${customer.name}: ${refusal(error)}`);
        // Out of stock at the branch serving the address: other products may do.
        if (!('cart' in error.fields)) break;
      }
    }
  }
  return result;
}

function readArguments(argv: readonly string[]): DemoOrdersOptions | null {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        count: { type: 'string' },
        url: { type: 'string', default: defaultUrl() },
        'interval-ms': { type: 'string', default: '1000' },
      },
      strict: true,
    });
    const count = Number(values.count);
    const intervalMs = Number(values['interval-ms']);
    if (!Number.isInteger(count) || count < 1 || count > 10_000) return null;
    if (!Number.isInteger(intervalMs) || intervalMs < 0) return null;
    const url = new URL(values.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { count, intervalMs, url: values.url };
  } catch {
    return null;
  }
}

/** The command: answers its exit code (0 when every order was placed). */
export async function main(argv: readonly string[] = process.argv.slice(2), output = consoleOutput): Promise<number> {
  const options = readArguments(argv);
  if (!options) {
    output.error(USAGE);
    return 2;
  }
  try {
    const { placed } = await placeDemoOrders({ ...options, output });
    output.line(`Placed ${placed.length} of ${options.count} order(s) on ${options.url}.`);
    return placed.length === options.count ? 0 : 1;
  } catch (error) {
    // fetch's own failure: nothing answered at the address.
    if (error instanceof TypeError && error.message === 'fetch failed') {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? 'no answer';
      output.error(`Cannot reach ${options.url} (${why}): is the server running (npm start)?`);
    } else {
      output.error(`Demo orders stopped: ${refusal(error)}`);
    }
    return 1;
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
