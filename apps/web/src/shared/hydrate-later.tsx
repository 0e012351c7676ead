import { type ReactNode, Suspense, useId } from 'react';

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

/**
 * A new task: `scheduler.yield()` where the browser has it (input first, and no 4 ms clamp after a
 * few nested timers, which a page of many parts would pay each time), a timer elsewhere.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
};

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
  afterEffects(finish);
}

/**
 * Calls back once the effects of what was just rendered have run: Preact runs them in a timer
 * after the next frame (or after 35 ms, when no frame comes, as in a tab in the background), so
 * this waits for a frame or 50 ms, then two timers. Parts hydrate a task apart, so without it the
 * last part could be done before the first part's effects (a menu's Escape key, say) were set up.
 */
function afterEffects(callback: () => void): void {
  let called = false;
  const done = () => {
    if (called) return;
    called = true;
    setTimeout(() => setTimeout(callback));
  };
  setTimeout(done, 50);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(done);
}

/**
 * Resolves once every part of the first hydration is hydrated and its effects have run (at once,
 * in effect, when nothing was put off).
 */
export function whenHydrated(): Promise<void> {
  return allHydrated;
}

function turnOf(id: string): Promise<void> {
  let turn = turns.get(id);
  if (!turn) {
    waiting++;
    turn = lastTurn.then(nextTask).then(() => {
      hydrated.add(id);
      waiting--;
      // After the part's render (a microtask away), which may have put off parts of its own.
      if (waiting === 0) {
        setTimeout(() => {
          if (waiting === 0) end();
        });
      }
    });
    lastTurn = turn;
    turns.set(id, turn);
  }
  return turn;
}

/**
 * Preact's useId counts ids per root, in the order components first render; a page hydrated in
 * parts renders them in another order than the server did, so the ids of a field and of the
 * message or summary link pointing at it would differ between the markup and the app (a summary's
 * link then leads nowhere). Preact lets a vnode hold its own count (`__m`, the field its
 * useId looks for on the way up, as it does for a root): each part gets one, named by the part's
 * own id, so the ids inside a part depend only on the part, the same on the server and in the
 * browser. React's useId is by position in the tree already: there is no such field, nothing to do.
 * The count is kept on the component, so parts added to it after a re-render get new ids.
 */
interface PreactVNode {
  __m?: [string | number, number];
}
interface PreactComponent {
  __v?: PreactVNode;
  partIds?: [string, number];
}

function countIdsInPart(component: PreactComponent | undefined, id: string): void {
  const vnode = component?.__v;
  if (!component || !vnode) return;
  component.partIds ??= [id, 0];
  vnode.__m = component.partIds;
}

// `this` is the component instance when Preact (in the browser and on the server) renders a function component.
function Gate(this: PreactComponent | undefined, { id, children }: { id: string; children: ReactNode }) {
  countIdsInPart(this, id);
  if (hydrating && !hydrated.has(id)) throw turnOf(id);
  // One element: Preact keeps the first node of a part that suspends while hydrating, so the whole
  // part must be inside it (`display: contents`, app.css: it changes no layout).
  return <div className="hydrate-part">{children}</div>;
}

/** A part hydrated in a task of its own; parts are hydrated in the order they first render. */
export function HydrateLater({ children }: { children: ReactNode }) {
  // Stable for the part's life, and the same on the server and in the browser: counted in the
  // enclosing part (or the root), in the order the enclosing part renders, which both sides share.
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
