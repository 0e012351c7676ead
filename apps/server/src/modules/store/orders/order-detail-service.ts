import {
  type AdminOrderDetail,
  type InvoiceSeller,
  ORDER_MACHINE,
  prescriptionFilePath,
  statusOf,
  zatcaAmount,
  zatcaQrPayload,
} from '@app/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { orderLines, orders, prescriptionFiles, statusHistory } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { orderRows, toItem } from './admin-service';

// GET /admin/orders/{id}: what the details popup and the tax invoice show beyond the list's row —
// the status history (the progress steps' real times), each line's prescription files and the
// invoice's seller and ZATCA QR payload.

/** The invoice's number: the order's, so a customer quoting either is understood. */
const invoiceNumber = (orderId: number) => `INV-${String(orderId).padStart(6, '0')}`;

/** ZATCA's samples write the time to the second, in UTC. */
const zatcaTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

export async function orderDetail(
  ctx: AdminContext,
  id: number,
  seller: InvoiceSeller | undefined,
): Promise<AdminOrderDetail> {
  const [row] = await orderRows(ctx.db).where(eq(orders.id, id));
  if (!row) throw notFound();
  const [lines, history] = await Promise.all([
    ctx.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    ctx.db
      .select({
        to: statusHistory.toStatus,
        at: statusHistory.at,
        kind: statusHistory.actorKind,
        name: statusHistory.actorName,
      })
      .from(statusHistory)
      .where(and(eq(statusHistory.machine, 'order'), eq(statusHistory.entityId, id)))
      .orderBy(asc(statusHistory.id)),
  ]);
  const prescriptionId = row.order.prescriptionId;
  const files =
    prescriptionId == null
      ? []
      : await ctx.db
          .select()
          .from(prescriptionFiles)
          .where(eq(prescriptionFiles.prescriptionId, prescriptionId))
          .orderBy(asc(prescriptionFiles.id));
  const downloads = files.map((file) => ({
    id: file.id,
    name: file.name,
    download_url: prescriptionFilePath(file.prescriptionId, file.id),
  }));

  const item = toItem(ctx, row, lines);
  const order = row.order;
  return {
    ...item,
    // The prescription is the order's; its files go with the lines sold against it or put in the
    // cart by the pharmacist from it.
    details: item.details.map((line) => ({
      ...line,
      prescription_files: line.wasfy === 1 || line.source === 'pharmacist' ? downloads : [],
    })),
    history: history.map((entry) => ({
      status: { id: entry.to, name: statusOf(ORDER_MACHINE, entry.to)?.label[ctx.locale] ?? String(entry.to) },
      at: entry.at.toISOString(),
      by: entry.kind === 'staff' ? entry.name : null,
    })),
    invoice: {
      number: invoiceNumber(order.id),
      issued_at: order.createdAt.toISOString(),
      seller: seller ?? null,
      qr: seller
        ? zatcaQrPayload({
            sellerName: seller.name.ar,
            vatNumber: seller.vat_number,
            timestamp: zatcaTime(order.createdAt),
            total: zatcaAmount(order.totalAfterVat),
            vat: zatcaAmount(order.vat),
          })
        : null,
    },
  };
}
