/**
 * Faults under load (not CI): two built server instances on a throwaway PostgreSQL cluster the
 * script creates (lib/pg-cluster.ts), customers checking out on both at a steady rate, each request
 * resent with its Idempotency-Key on the other instance when it gets no answer or a 5xx, while in
 * turn: instance A is killed (SIGKILL) and started again; PostgreSQL restarts (`pg_ctl restart -m
 * fast`); PostgreSQL stops for BENCH_FAULTS_OUTAGE seconds (default 30) and starts again; instance B
 * is stopped (SIGTERM, a graceful drain) and started again. A staff client keeps the event stream
 * open on each instance, reconnecting as the web app does.
 *
 * Afterwards: the database agrees with every answer (lib/checkout-audit.ts: no order lost or
 * doubled, stock and ledgers exact), no instance died of a database fault, and every committed
 * order's alert reached the client of each instance or came while that client was away or told to
 * reload (its screen reloads). The exit code is 1 when any of that fails.
 *
 *   npm run build
 *   npm run faults -w bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { DEMO_ADMIN } from '../e2e/support/chromium';
import { type AlertClient, alertClient } from './lib/alert-client';
import { type AppServer, serverBundle, startAppServer } from './lib/app-server';
import { audit, type Outcome } from './lib/checkout-audit';
import { call } from './lib/checkout-load';
import { type BenchCustomer, checkoutBody, makeCustomers, mixedPlan, seedWorld } from './lib/checkout-world';
import { type Cluster, createCluster } from './lib/pg-cluster';
import { resultsDir, rootDir, sleep } from './lib/processes';
import { table } from './lib/report';
import { signIn } from './lib/scale';
import { runMain, wholeNumberFromEnv } from './lib/script';

const log = (message = '') => process.stdout.write(`${new Date().toISOString().slice(11, 19)}  ${message}\n`);

const RATE = wholeNumberFromEnv('BENCH_FAULTS_RATE', 10);
const OUTAGE_S = wholeNumberFromEnv('BENCH_FAULTS_OUTAGE', 30);
/** Seconds of steady load before the first fault, between faults and after the last. */
const CALM_S = 8;
/** A checkout still unanswered after this long is given up (a problem). */
const GIVE_UP_MS = (OUTAGE_S + 60) * 1000;
/** An alert missed by a client counts as reloaded when the client was away within this long after the answer. */
const RELOAD_MARGIN_MS = 3000;

type Side = 'A' | 'B';

interface Attempt {
  at: number;
  side: Side;
  /** HTTP status, or 0 when no answer came (refused, reset). */
  status: number;
}

interface Checkout {
  customer: BenchCustomer;
  sentAt: number;
  answeredAt: number;
  orderId: number | null;
  attempts: Attempt[];
}

interface FaultRecord {
  name: string;
  startedAt: number;
  /** When the fault was over (the database back, the instance started again). */
  endedAt: number;
  /** Seconds from the end of the fault until both instances answered /api/health with 200. */
  healthyAfterS: number;
  /** For a database fault: whether both instances lived through it. */
  survived: boolean | null;
  /** For a stop: seconds the instance took to drain and exit. */
  drainS?: number;
}

async function main(): Promise<number> {
  if (!fs.existsSync(serverBundle)) {
    throw new Error(
      `the script runs the built server and ${path.relative(rootDir, serverBundle)} is missing: npm run build`,
    );
  }
  const load = { start: os.loadavg()[0]!, end: 0 };
  log(`${os.cpus().length} cores, load average ${load.start.toFixed(2)}; creating a PostgreSQL cluster …`);
  const cluster: Cluster = await createCluster();
  const servers = {} as Record<Side, AppServer>;
  const clients: AlertClient[] = [];
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const problems: string[] = [];
  const faults: FaultRecord[] = [];
  const checkouts: Checkout[] = [];
  try {
    servers.A = await startAppServer(cluster.url, { name: 'faults-a' });
    servers.B = await startAppServer(cluster.url, { name: 'faults-b' });
    log(`instance A at ${servers.A.origin}, B at ${servers.B.origin}, database ${cluster.url}`);
    database = await openDatabase({ databaseUrl: cluster.url, migrate: false });
    // The script's own pool loses its connections with the database too: nothing to report.
    database.onConnectionError(() => {});
    const world = await seedWorld(database.db, 100, 1_000_000);
    const expectedSeconds = CALM_S * 5 + OUTAGE_S + 30;
    const count = Math.ceil(expectedSeconds * RATE * 1.2);
    log(`preparing ${count} customers with a cart each …`);
    const customers = await makeCustomers(
      database.db,
      servers.A.origin,
      world,
      Array.from({ length: count }, (_, i) => mixedPlan(world, i)),
    );
    const token = await signIn(servers.A.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const watchers = {
      A: alertClient(() => servers.A.origin, token),
      B: alertClient(() => servers.B.origin, token),
    };
    clients.push(watchers.A, watchers.B);
    await Promise.all([watchers.A.ready, watchers.B.ready]);

    const alive = (side: Side) => {
      try {
        process.kill(servers[side].pid!, 0);
        return true;
      } catch {
        return false;
      }
    };
    const healthy = async (side: Side) => {
      try {
        return (await fetch(`${servers[side].origin}/api/health`)).status === 200;
      } catch {
        return false;
      }
    };
    /** Seconds from now until both instances are healthy. */
    const untilHealthy = async () => {
      const started = performance.now();
      while (!((await healthy('A')) && (await healthy('B')))) {
        if (performance.now() - started > 120_000) throw new Error('the instances did not become healthy again');
        await sleep(50);
      }
      return (performance.now() - started) / 1000;
    };

    // The load: checkouts due RATE a second, alternating first instance, each resent on the other instance.
    let stopping = false;
    const checkoutOne = async (customer: BenchCustomer, index: number) => {
      const record: Checkout = { customer, sentAt: performance.now(), answeredAt: 0, orderId: null, attempts: [] };
      checkouts.push(record);
      let side: Side = index % 2 === 0 ? 'A' : 'B';
      for (;;) {
        const at = performance.now();
        let status = 0;
        let body: unknown = null;
        try {
          const answer = await call(
            servers[side].origin,
            customer.token,
            'POST',
            '/api/shop/checkout',
            checkoutBody(customer),
            {
              'idempotency-key': `faults-${customer.id}`,
            },
          );
          status = answer.status;
          body = answer.json;
        } catch {
          // no answer: refused or cut
        }
        record.attempts.push({ at, side, status });
        if (status > 0 && status < 500) {
          record.answeredAt = performance.now();
          if (status === 201) record.orderId = (body as { data: { order: { id: number } } }).data.order.id;
          else problems.push(`customer ${customer.id}: checkout answered ${status}`);
          return;
        }
        if (performance.now() - record.sentAt > GIVE_UP_MS) {
          problems.push(`customer ${customer.id}: no answer after ${GIVE_UP_MS / 1000} s`);
          return;
        }
        side = side === 'A' ? 'B' : 'A';
        await sleep(200);
      }
    };
    // Open loop: checkout i is due at i / RATE seconds, however many are still waiting for an answer.
    const loadDone = (async () => {
      const started = performance.now();
      const inFlight = new Set<Promise<void>>();
      for (let i = 0; i < customers.length && !stopping; i++) {
        const wait = started + (i * 1000) / RATE - performance.now();
        if (wait > 0) await sleep(wait);
        const one: Promise<void> = checkoutOne(customers[i]!, i).finally(() => inFlight.delete(one));
        inFlight.add(one);
      }
      if (!stopping) problems.push('the customers ran out before the faults were over: raise the count');
      await Promise.all(inFlight);
    })();

    const fault = async (name: string, action: () => Promise<Partial<FaultRecord>>, databaseFault: boolean) => {
      await sleep(CALM_S * 1000);
      log(`fault: ${name}`);
      const startedAt = performance.now();
      const extra = await action();
      const endedAt = performance.now();
      const survived = databaseFault ? alive('A') && alive('B') : null;
      if (survived === false) problems.push(`an instance died during "${name}"`);
      const healthyAfterS = await untilHealthy();
      log(
        `  over after ${((endedAt - startedAt) / 1000).toFixed(1)} s; both instances healthy ${healthyAfterS.toFixed(2)} s later`,
      );
      faults.push({ name, startedAt, endedAt, healthyAfterS, survived, ...extra });
    };

    await fault(
      'instance A killed (SIGKILL), started again',
      async () => {
        process.kill(servers.A.pid!, 'SIGKILL');
        await servers.A.stop();
        servers.A = await startAppServer(cluster.url, { name: 'faults-a' });
        return {};
      },
      false,
    );
    await fault(
      'PostgreSQL restart (pg_ctl restart -m fast)',
      async () => {
        await cluster.restart();
        return {};
      },
      true,
    );
    await fault(
      `PostgreSQL stopped for ${OUTAGE_S} s`,
      async () => {
        await cluster.stop();
        await sleep(OUTAGE_S * 1000);
        await cluster.start();
        return {};
      },
      true,
    );
    await fault(
      'instance B stopped (SIGTERM), started again',
      async () => {
        const started = performance.now();
        await servers.B.stop();
        const drainS = (performance.now() - started) / 1000;
        servers.B = await startAppServer(cluster.url, { name: 'faults-b' });
        return { drainS };
      },
      false,
    );
    await sleep(CALM_S * 1000);
    stopping = true;
    await loadDone;
    // The last alerts on their way.
    await sleep(2000);

    // The state: every answer agrees with the database.
    const outcomes: Outcome[] = checkouts
      .filter((c) => c.answeredAt > 0)
      .map((c) => ({ customer: c.customer, orderId: c.orderId }));
    const figures = await audit(database.db, world, outcomes);
    problems.push(...figures.problems);

    // The alerts: each committed order seen by each instance's client, or its screen reloaded since.
    const alerts = { A: { seen: 0, reloaded: 0, lost: 0 }, B: { seen: 0, reloaded: 0, lost: 0 } };
    for (const c of checkouts) {
      if (c.orderId === null) continue;
      for (const side of ['A', 'B'] as const) {
        const watcher = watchers[side];
        if (watcher.arrivals.has(c.orderId)) alerts[side].seen++;
        else if (
          watcher.gaps.some(([from, to]) => from <= c.answeredAt + RELOAD_MARGIN_MS && (to ?? Infinity) >= c.sentAt)
        )
          alerts[side].reloaded++;
        else {
          alerts[side].lost++;
          problems.push(`order ${c.orderId}: its alert never reached the client on ${side}, which stayed connected`);
        }
      }
    }

    // Per fault: what the clients got while it lasted and until both instances were healthy again.
    const rows = faults.map((f) => {
      const until = f.endedAt + f.healthyAfterS * 1000;
      const during = checkouts.flatMap((c) => c.attempts).filter((a) => a.at >= f.startedAt && a.at <= until);
      const count = (test: (a: Attempt) => boolean) => String(during.filter(test).length);
      return [
        f.name,
        `${((f.endedAt - f.startedAt) / 1000).toFixed(1)} s`,
        `${f.healthyAfterS.toFixed(2)} s`,
        f.survived === null ? '—' : f.survived ? 'yes' : 'NO',
        f.drainS === undefined ? '—' : `${f.drainS.toFixed(2)} s`,
        count((a) => a.status === 503),
        count((a) => a.status === 0),
        count((a) => a.status >= 500 && a.status !== 503),
      ];
    });
    log(
      `\n${table(['fault', 'lasted', 'healthy after', 'instances lived', 'drain', '503', 'no answer', 'other 5xx'], rows)}`,
    );
    const placed = checkouts.filter((c) => c.orderId !== null);
    const resent = checkouts.filter((c) => c.attempts.length > 1);
    log(
      `${checkouts.length} checkouts, ${placed.length} placed, ${resent.length} resent at least once ` +
        `(most sends of one: ${Math.max(...checkouts.map((c) => c.attempts.length))}); ` +
        `database: ${figures.orders} orders, ${figures.unitsHeld} units held, ${figures.couponUses} coupon uses, ` +
        `${figures.accounts} ledger accounts with ${figures.entries} entries`,
    );
    log(
      `alerts: A ${alerts.A.seen} live, ${alerts.A.reloaded} by a reload, ${alerts.A.lost} lost; ` +
        `B ${alerts.B.seen} live, ${alerts.B.reloaded} by a reload, ${alerts.B.lost} lost`,
    );
    load.end = os.loadavg()[0]!;
    fs.mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, 'faults.json');
    const results = {
      date: new Date().toISOString(),
      loadAverage: load,
      rate: RATE,
      outageSeconds: OUTAGE_S,
      faults: faults.map(({ startedAt: _s, endedAt: _e, ...f }, i) => ({ ...f, table: rows[i] })),
      checkouts: checkouts.length,
      placed: placed.length,
      resent: resent.length,
      audit: figures,
      alerts,
    };
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    log(`load average ${load.start.toFixed(2)} → ${load.end.toFixed(2)}; figures in ${path.relative(rootDir, file)}`);
  } finally {
    for (const client of clients) client.close();
    await database?.close().catch(() => {});
    for (const server of Object.values(servers)) await server.stop();
    await cluster.destroy();
  }
  for (const problem of problems.slice(0, 30)) log(`problem: ${problem}`);
  if (problems.length > 30) log(`… and ${problems.length - 30} more`);
  return problems.length ? 1 : 0;
}

runMain(main);
