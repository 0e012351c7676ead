/**
 * Exports of admin lists: a list route's filters, a batch reader and the columns make a file that
 * is streamed (CSV with a BOM, or XLSX) in bounded memory. The export is declared next to the list
 * with `exportRoute`, which takes the list's own filter schema, so the file holds exactly the rows
 * the list shows (without paging); handing out the file is logged when it carries personal data.
 */
import { Readable } from 'node:stream';
import type { Permission } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AdminContext, adminContext } from '../context';
import { mutate } from '../mutate';
import { csvStream } from './csv';
import { type Cell, xlsxStream } from './xlsx';

export type { Cell } from './xlsx';

const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows read per query: enough to keep the database busy, small enough to keep memory flat. */
export const EXPORT_BATCH = 200;

/** What an export writes: the file's name (without extension), its header row and its rows in batches. */
export interface ExportFile {
  baseName: string;
  /** The sheet's name in an XLSX file. */
  sheetName: string;
  header: readonly string[];
  batches: AsyncIterable<readonly (readonly Cell[])[]>;
  /** Arabic exports open right to left in a spreadsheet. */
  rightToLeft: boolean;
}

/** The file's bytes in the format asked for. */
export function exportBytes(file: ExportFile, format: ExportFormat): AsyncGenerator<Buffer> {
  return format === 'csv'
    ? csvStream({ header: file.header, batches: file.batches })
    : xlsxStream({
        sheetName: file.sheetName,
        header: file.header,
        batches: file.batches,
        rightToLeft: file.rightToLeft,
      });
}

/** `attachment` with an ASCII fallback name and the real one (Arabic included) per RFC 5987. */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A list read in batches along a keyset (the list's order), each query starting after the last row
 * of the one before: no offset, so a large list costs the same per batch, and rows inserted meanwhile
 * never shift a batch. The reader gets the key of the last row read (null at first).
 */
export async function* keysetBatches<Row, Key>(
  read: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize: number = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await read(after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

export interface ExportRouteOptions<Filters extends z.ZodObject> {
  url: string;
  permission: Permission;
  tag: string;
  summary: string;
  /** The list's filter schema without paging: the export honours every filter the list has. */
  filters: Filters;
  /** The formats offered; the first is the default when the query names none. */
  formats?: readonly [ExportFormat, ...ExportFormat[]];
  /** Logs handing out the file (an export of personal data is a change of who holds it). */
  log?: { action: Permission; subject: string };
  file(ctx: AdminContext, filters: z.output<Filters>): ExportFile | Promise<ExportFile>;
}

/**
 * Declares `GET url?<filters>&format=csv|xlsx`: filters are checked like the list's (a bad one is a
 * 422 before any byte), the export is logged if asked, then the file streams as it is built. A
 * failure in the middle ends the response without its last chunk, so no client takes a cut file
 * for a whole one.
 */
export function exportRoute<Filters extends z.ZodObject>(app: FastifyInstance, options: ExportRouteOptions<Filters>) {
  const formats = options.formats ?? EXPORT_FORMATS;
  const querystring = options.filters.extend({
    format: z.enum(formats as [ExportFormat, ...ExportFormat[]]).optional(),
  });
  app.route({
    method: 'GET',
    url: options.url,
    config: { permission: options.permission },
    schema: {
      tags: [options.tag],
      summary: options.summary,
      description: `Streamed; format: ${formats.join(' or ')} (default ${formats[0]}). CSV is UTF-8 with a byte-order mark.`,
      querystring,
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { format: asked, ...filters } = request.query as { format?: ExportFormat } & Record<string, unknown>;
      const format: ExportFormat = asked ?? formats[0];
      const ctx = adminContext(request);
      if (options.log) {
        await mutate(ctx, { action: options.log.action, mode: 'export', subject: options.log.subject }, async () => {});
      }
      const file = await options.file(ctx, filters as z.output<Filters>);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', attachmentDisposition(`${file.baseName}.${format}`))
        .header('cache-control', 'no-store')
        .send(Readable.from(exportBytes(file, format)));
    },
  });
}
