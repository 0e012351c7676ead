import indexHtml from '../../index.html?raw';

/** Runs the inline script of index.html that reads the element with this id (the server-rendered page's parts). */
export function runInlineScriptReading(elementId: string): void {
  const script = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((body) => body.includes(`getElementById('${elementId}')`));
  if (!script) throw new Error(`index.html has no inline script reading #${elementId}`);
  new Function(script)();
}
