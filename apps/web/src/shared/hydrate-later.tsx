import { type ReactNode, Suspense } from 'react';

/**
 * Hydration in parts. Preact hydrates a page in one task: on the home page about half a second
 * under Lighthouse's 4× CPU slowdown, during which a tap is not answered. A part wrapped in
 * HydrateLater suspends while the page hydrates (Preact keeps the server's markup of a suspended
 * part as it is) and is hydrated in a task of its own, in order, after the rest. Outside that
 * first hydration (a page rendered after a navigation, the whole app's build on React, the
 * server) it renders its children at once.
 */
/** From the first hydration's start until its last part is hydrated (parts may hold parts). */
let hydrating = false;
let waiting = 0;
const hydrated = new Set<string>();
const turns = new Map<string, Promise<void>>();
let lastTurn: Promise<void> = Promise.resolve();
let allHydrated: Promise<void> = Promise.resolve();
let finish = () => {};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `hydrate` (a synchronous hydrateRoot call) with HydrateLater's parts put off. */
export function hydrateInParts(hydrate: () => void): void {
  hydrating = true;
  allHydrated = new Promise((resolve) => {
    finish = resolve;
  });
  try {
    hydrate();
  } finally {
    if (waiting === 0) end();
  }
}

function end(): void {
  hydrating = false;
  finish();
}

/** Resolves once every part of the first hydration is hydrated (at once when nothing was put off). */
export function whenHydrated(): Promise<void> {
  return allHydrated;
}

function turnOf(name: string): Promise<void> {
  let turn = turns.get(name);
  if (!turn) {
    waiting++;
    turn = lastTurn.then(nextTask).then(() => {
      hydrated.add(name);
      waiting--;
      // After the part's render (a microtask away), which may have put off parts of its own.
      if (waiting === 0) {
        setTimeout(() => {
          if (waiting === 0) end();
        });
      }
    });
    lastTurn = turn;
    turns.set(name, turn);
  }
  return turn;
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  if (hydrating && !hydrated.has(name)) throw turnOf(name);
  // One element: Preact keeps the first node of a part that suspends while hydrating, so the whole
  // part must be inside it (`display: contents`, app.css: it changes no layout).
  return <div className="hydrate-part">{children}</div>;
}

/** `name` is unique on the page: it orders the parts and remembers which are hydrated. */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  );
}
