import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** A one-page PDF: the server recognises documents by their content, not their names. */
const PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj
trailer<</Root 1 0 R>>
%%EOF
`;
/** A 1×1 PNG (images are re-encoded by the server, so it must be a real one). */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export interface UploadFiles {
  pdf: string;
  png: string;
}

/**
 * A PDF and a PNG under the given file names, written to a temporary folder before the spec file's
 * tests and removed after them. The paths are filled in once the files are written.
 */
export function useUploadFiles(names: UploadFiles): Readonly<UploadFiles> {
  const paths: UploadFiles = { pdf: '', png: '' };
  let dir: string | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-uploads-'));
    paths.pdf = path.join(dir, names.pdf);
    paths.png = path.join(dir, names.png);
    fs.writeFileSync(paths.pdf, PDF);
    fs.writeFileSync(paths.png, Buffer.from(PNG, 'base64'));
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return paths;
}
