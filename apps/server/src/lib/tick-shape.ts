/**
 * Keeps alive one object shaped like the entries of `process.nextTick`'s queue, so that V8 never
 * forgets their hidden classes (maps).
 *
 * Node 20 builds every tick as `{ [async_id_symbol]: id, [trigger_async_id_symbol]: id, callback,
 * args }`. nextTick's inline caches hold the maps of those objects weakly, and a tick lives for
 * microseconds: a full garbage collection while no tick is queued frees the maps, the next tick
 * makes new ones, and the caches turn megamorphic for good. From then on every tick (answering one
 * request queues six or more: after the write, at the request's end, on 'close') defines its four
 * properties through V8's runtime. This server's start-up runs full collections, so it always got
 * there: a kept public answer cost about 14 % more CPU, and a bare node:http server started inside
 * the same process cost about as much more than one in a process of its own (docs/performance.md).
 *
 * Holding one object with the same keys in the same order and the same field representations keeps
 * the whole chain of maps alive. The fields are made as general as ticks will make them before
 * nextTick's caches see them: the ids are doubles once nextTick is optimized, callbacks are functions
 * of every kind (an arrow's map differs from a declared function's) and args is an array or
 * undefined. A narrower field would later be widened by a new map, deprecating the one held. It
 * must exist before anything queues ticks and a full collection runs: main.ts creates it before it
 * loads the rest of the server.
 */
import { AsyncResource } from 'node:async_hooks';

let kept: object | undefined;

/** The object whose map is the one nextTick's entries get, or undefined if this Node names its symbols differently. */
export function keepTickObjectShape(): object | undefined {
  if (kept) return kept;
  // AsyncResource carries the same two private symbols nextTick uses for its ids.
  const symbols = Object.getOwnPropertySymbols(new AsyncResource('TickShape'));
  const asyncId = symbols.find((symbol) => symbol.description === 'async_id_symbol');
  const triggerId = symbols.find((symbol) => symbol.description === 'trigger_async_id_symbol');
  if (!asyncId || !triggerId) return undefined;
  const tick = (callback: unknown, args: unknown[] | undefined) => ({
    [asyncId]: 0.5,
    [triggerId]: 0.5,
    callback,
    args,
  });
  // Each widens a field; the last one made has the map every later tick gets.
  tick(keepTickObjectShape, undefined);
  tick(() => {}, [1]);
  tick(keepTickObjectShape.bind(null), ['']);
  tick(async () => {}, [0.5]);
  kept = tick(keepTickObjectShape, undefined);
  return kept;
}
