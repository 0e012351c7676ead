// The process's entry: one thing has to happen before any other module is loaded (lib/tick-shape),
// then the server starts (serve.ts, a chunk of its own so its packages load only now).
import { keepTickObjectShape } from './lib/tick-shape';

keepTickObjectShape();
await import('./serve');
