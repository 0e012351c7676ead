// Run by lib/tick-shape.test.ts (node with V8's natives syntax, gc() and no grace for unused maps): queues
// ticks from hot stream code and with callbacks of several kinds, runs full collections while none
// is queued (what freed their maps), then prints V8's view of nextTick's inline caches.
import { Writable } from 'node:stream';
import { keepTickObjectShape } from '../lib/tick-shape';

const debugPrint = new Function('value', '%DebugPrint(value)') as (value: unknown) => void;
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');
if (process.env.KEEP_TICK_SHAPE !== '0' && !keepTickObjectShape()) throw new Error('no nextTick id symbols');

function declared() {}
const sink = new Writable({
  write(_chunk, _encoding, done) {
    done();
  },
});
for (let round = 0; round < 6; round++) {
  for (let i = 0; i < 10_000; i++) {
    process.nextTick(declared, i);
    process.nextTick(() => {});
    sink.write('x');
  }
  await new Promise((resolve) => setImmediate(resolve));
  for (let i = 0; i < 4; i++) collect();
}
// V8 prints the function with its feedback (one line per inline cache) to standard output.
debugPrint(process.nextTick);
