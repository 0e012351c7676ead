import { APP_SCRIPTS_ELEMENT_ID } from '@app/contracts/page-addresses';

/** Lets the browser paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries every page runs, evaluated one at a time, each in a task of its own: as one
 * static graph they were a single task of a few hundred milliseconds on a phone, during which a
 * server-rendered page on screen could not answer a tap. Each is a chunk of its own (vite.config.ts).
 * Only a server-rendered page is on screen meanwhile (it lists its scripts, all preloaded at once);
 * the staff app loads the app and its libraries in one go, without a request per step.
 */
export async function loadLibrariesStepwise(libraries: readonly (() => Promise<unknown>)[]): Promise<void> {
  if (!document.getElementById(APP_SCRIPTS_ELEMENT_ID)) return;
  for (const load of libraries) {
    await load();
    await nextTask();
  }
}
