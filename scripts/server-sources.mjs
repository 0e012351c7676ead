// The server's source files, as the lint step's structure checks read them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverSrc = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'apps/server/src');

/** Every `.ts` file under apps/server/src: its path relative to it (with `/`) and its text. */
export function serverSources() {
  return fs
    .readdirSync(serverSrc, { recursive: true })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({
      relative: file.split(path.sep).join('/'),
      text: fs.readFileSync(path.join(serverSrc, file), 'utf8'),
    }));
}

/** The findings of `check(relative, text)` over every server source file. */
export const checkServerSources = (check) => serverSources().flatMap(({ relative, text }) => check(relative, text));
