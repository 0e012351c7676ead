import { type AdminOrderDetail, halalasToText, type PaymentMethod, parseRiyals } from '@app/contracts';
import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { encodeQR } from 'qr';
import { Fragment, type ReactNode, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../shared/alerts/messages';
import { ViewDialog } from '../../shared/dialogs/view-dialog';
import { IconDownload } from '../../shared/icons';
import { PageLoader } from '../../shared/page-loader';
import { IconPrinter } from '../../shared/staff/icons';
import { useOrderDetail } from './api';
import styles from './invoice.module.css';

/** The saved picture's name, as the spec gives it. */
export const INVOICE_IMAGE_NAME = 'div_image.png';

type Paper = 'a4' | 'receipt';

/** Bilingual labels: a tax invoice reads the same whichever language the staff member works in. */
const L = {
  title: ['فاتورة ضريبية مبسطة', 'Simplified tax invoice'],
  number: ['رقم الفاتورة', 'Invoice no.'],
  date: ['تاريخ الفاتورة', 'Invoice date'],
  vat_number: ['الرقم الضريبي', 'VAT no.'],
  cr_number: ['السجل التجاري', 'C.R. no.'],
  customer: ['العميل', 'Customer'],
  phone: ['الجوال', 'Phone'],
  payment: ['طريقة الدفع', 'Payment method'],
  place: ['المدينة / الحي', 'City / district'],
  notes: ['ملاحظات', 'Notes'],
  item: ['الصنف', 'Item'],
  quantity: ['الكمية', 'Qty'],
  unit_before_vat: ['سعر الوحدة قبل الضريبة', 'Unit price excl. VAT'],
  vat: ['الضريبة', 'VAT'],
  line_total: ['الإجمالي شامل الضريبة', 'Total incl. VAT'],
  delivery: ['التوصيل', 'Delivery'],
  discount: ['الخصم', 'Discount'],
  total_before_vat: ['الإجمالي قبل الضريبة', 'Total excl. VAT'],
  vat_total: ['ضريبة القيمة المضافة 15٪', 'VAT 15%'],
  total_with_vat: ['الإجمالي شامل الضريبة', 'Total incl. VAT'],
  paid_wallet: ['مدفوع من المحفظة', 'Paid from wallet'],
  paid_points: ['مدفوع بالنقاط', 'Paid with points'],
  amount_due: ['المبلغ المستحق', 'Amount due'],
  pay_on_delivery: ['الدفع عند الاستلام', 'Payment on delivery'],
  acknowledgement: [
    'أقر باستلام الأصناف المذكورة أعلاه كاملة وبحالة سليمة.',
    'I acknowledge receiving the items above complete and in good condition.',
  ],
  returns: [
    'لا تُرد الأدوية ولا تُستبدل بعد استلامها حفاظًا على سلامتها.',
    'Medicines cannot be returned or exchanged once received, for their safety.',
  ],
  signature: ['توقيع العميل', "Customer's signature"],
  courier: ['المندوب', 'Courier'],
} as const;

function Bi({ label }: { label: readonly [string, string] }) {
  return (
    <>
      <bdi lang="ar">{label[0]}</bdi>
      <span className={styles.separator}> / </span>
      <bdi lang="en">{label[1]}</bdi>
    </>
  );
}

/** The boxes the courier ticks (spec: cash, Mada, Visa, Mastercard, STC Pay). */
const BOXES = [
  { key: 'cash', label: ['نقدًا', 'Cash'] },
  { key: 'mada', label: ['مدى', 'Mada'] },
  { key: 'visa', label: ['فيزا', 'Visa'] },
  { key: 'mastercard', label: ['ماستركارد', 'Mastercard'] },
  { key: 'stc_pay', label: ['STC Pay', 'STC Pay'] },
] as const;

/**
 * Which box the order's method ticks. A card on delivery could be any of the three schemes: the
 * courier ticks the one used. Wallet and online card are paid already, so no box is ticked.
 */
const TICKED: Partial<Record<PaymentMethod, (typeof BOXES)[number]['key']>> = {
  cash: 'cash',
  stc_pay_on_delivery: 'stc_pay',
};

/** The QR code drawn as SVG squares from the encoder's matrix (no HTML injected, no image request). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const cells = useMemo(() => encodeQR(value, 'raw', { ecc: 'medium', border: 2 }), [value]);
  const size = cells.length;
  const path = cells.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-qr-payload={value}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

interface InvoiceField {
  label: readonly [string, string];
  value: ReactNode;
}

/** Fields in rows of `perRow` label–value pairs (two on A4, one on a receipt's narrow paper). */
function rowsOf(fields: readonly InvoiceField[], perRow: number): InvoiceField[][] {
  const rows: InvoiceField[][] = [];
  for (let i = 0; i < fields.length; i += perRow) rows.push(fields.slice(i, i + perRow));
  return rows;
}

/** What delivery adds to the invoice: its price and the VAT in it (the order's VAT less its lines'). */
function deliveryFigures(order: AdminOrderDetail) {
  const linesVat = order.details.reduce((sum, line) => sum + parseRiyals(line.vat), 0);
  const vat = parseRiyals(order.vat) - linesVat;
  const total = parseRiyals(order.delivery_price);
  return { total, vat, beforeVat: total - vat };
}

export function InvoiceDocument({ order, paper, lang }: { order: AdminOrderDetail; paper: Paper; lang: 'ar' | 'en' }) {
  const money = (value: string | number) =>
    `${typeof value === 'number' ? halalasToText(value) : value} ${lang === 'ar' ? 'ر.س' : 'SAR'}`;
  const seller = order.invoice.seller;
  const delivery = deliveryFigures(order);
  const totalBeforeVat = parseRiyals(order.total_after_vat) - parseRiyals(order.vat);
  const ticked = TICKED[order.payment_method.key];
  const customerFields: InvoiceField[] = [
    { label: L.customer, value: order.user.name },
    { label: L.phone, value: <bdi>{order.user.mobile}</bdi> },
    { label: L.payment, value: order.payment_method.translation.title },
    { label: L.place, value: order.address_text },
    { label: L.notes, value: order.notes ?? '—' },
  ];
  const issued = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(order.invoice.issued_at));
  return (
    <div
      className={`${styles.invoice} ${paper === 'receipt' ? styles.receipt : ''}`}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
    >
      <header className={styles.letterhead}>
        <div>
          {seller ? (
            <>
              <p className={styles.sellerName} lang="ar">
                {seller.name.ar}
              </p>
              <p className={styles.sellerName} lang="en">
                {seller.name.en}
              </p>
              <div>
                <Bi label={L.vat_number} />: <bdi>{seller.vat_number}</bdi>
              </div>
              <div>
                <Bi label={L.cr_number} />: <bdi>{seller.cr_number}</bdi>
              </div>
              <div className={styles.muted}>
                <span lang="ar">{seller.address.ar}</span> — <span lang="en">{seller.address.en}</span>
              </div>
            </>
          ) : null}
        </div>
        {order.invoice.qr && <QrCode value={order.invoice.qr} label={`ZATCA QR — ${order.invoice.number}`} />}
      </header>

      <div className={styles.title}>
        <Bi label={L.title} />
      </div>
      <div className={styles.meta}>
        <div>
          <Bi label={L.number} />: <bdi>{order.invoice.number}</bdi>
        </div>
        <div>
          <Bi label={L.date} />: <bdi>{issued}</bdi>
        </div>
      </div>

      <table className={styles.table}>
        <tbody>
          {rowsOf(customerFields, paper === 'receipt' ? 1 : 2).map((row) => (
            <tr key={row[0]!.label[1]}>
              {row.map((field) => (
                <Fragment key={field.label[1]}>
                  <th>
                    <Bi label={field.label} />
                  </th>
                  <td colSpan={row.length === 1 && paper !== 'receipt' ? 3 : 1}>{field.value}</td>
                </Fragment>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.itemColumn}>
              <Bi label={L.item} />
            </th>
            <th className={styles.num}>
              <Bi label={L.quantity} />
            </th>
            <th className={`${styles.num} ${styles.hideOnReceipt}`}>
              <Bi label={L.unit_before_vat} />
            </th>
            <th className={styles.num}>
              <Bi label={L.vat} />
            </th>
            <th className={styles.num}>
              <Bi label={L.line_total} />
            </th>
          </tr>
        </thead>
        <tbody>
          {order.details.map((line) => (
            <tr key={line.id}>
              <td>
                {line.product} <span className={styles.muted}>({line.product_code})</span>
              </td>
              <td className={styles.num}>{line.quantity}</td>
              <td className={`${styles.num} ${styles.hideOnReceipt}`}>{money(line.price_before_vat)}</td>
              <td className={styles.num}>{money(line.vat)}</td>
              <td className={styles.num}>{money(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <td>
              <Bi label={L.delivery} />
            </td>
            <td className={styles.num}>1</td>
            <td className={`${styles.num} ${styles.hideOnReceipt}`}>{money(delivery.beforeVat)}</td>
            <td className={styles.num}>{money(delivery.vat)}</td>
            <td className={styles.num}>{money(delivery.total)}</td>
          </tr>
        </tbody>
      </table>

      <table className={styles.totals}>
        <tbody>
          {parseRiyals(order.discount) > 0 && (
            <tr>
              <td>
                <Bi label={L.discount} />
              </td>
              <td className={styles.num}>{money(order.discount)}</td>
            </tr>
          )}
          <tr>
            <td>
              <Bi label={L.total_before_vat} />
            </td>
            <td className={styles.num}>{money(totalBeforeVat)}</td>
          </tr>
          <tr>
            <td>
              <Bi label={L.vat_total} />
            </td>
            <td className={styles.num}>{money(order.vat)}</td>
          </tr>
          <tr className={styles.grand}>
            <td>
              <Bi label={L.total_with_vat} />
            </td>
            <td className={styles.num}>{money(order.total_after_vat)}</td>
          </tr>
          {parseRiyals(order.wallet_amount) > 0 && (
            <tr>
              <td>
                <Bi label={L.paid_wallet} />
              </td>
              <td className={styles.num}>{money(order.wallet_amount)}</td>
            </tr>
          )}
          {parseRiyals(order.points_amount) > 0 && (
            <tr>
              <td>
                <Bi label={L.paid_points} />
              </td>
              <td className={styles.num}>{money(order.points_amount)}</td>
            </tr>
          )}
          <tr className={styles.grand}>
            <td>
              <Bi label={L.amount_due} />
            </td>
            <td className={styles.num}>{money(order.amount_due)}</td>
          </tr>
        </tbody>
      </table>

      <div>
        <strong>
          <Bi label={L.pay_on_delivery} />
        </strong>
        <ul className={styles.methods}>
          {BOXES.map((box) => (
            <li key={box.key} data-method={box.key} data-ticked={ticked === box.key}>
              <span className={styles.box} aria-hidden>
                {ticked === box.key ? '✓' : ''}
              </span>
              {lang === 'ar' ? box.label[0] : box.label[1]}
              {ticked === box.key && <span className={styles.muted}> ({lang === 'ar' ? 'محدد' : 'ticked'})</span>}
            </li>
          ))}
        </ul>
      </div>

      <div className={styles.notes}>
        <p>
          <bdi lang="ar">{L.acknowledgement[0]}</bdi>
          <br />
          <bdi lang="en">{L.acknowledgement[1]}</bdi>
        </p>
        <p className={styles.muted}>
          <bdi lang="ar">{L.returns[0]}</bdi>
          <br />
          <bdi lang="en">{L.returns[1]}</bdi>
        </p>
        <div className={styles.signature}>
          <span>
            <Bi label={L.signature} />: ____________
          </span>
          <span>
            <Bi label={L.courier} />: ____________
          </span>
        </div>
      </div>
    </div>
  );
}

/** Saves the invoice as the spec's `div_image.png`, at twice the screen's resolution for a sharp print. */
async function saveAsPng(node: HTMLElement): Promise<void> {
  const { toPng } = await import('html-to-image');
  const url = await toPng(node, { pixelRatio: 2, backgroundColor: '#ffffff', cacheBust: true });
  const link = document.createElement('a');
  link.href = url;
  link.download = INVOICE_IMAGE_NAME;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The page size of the next print: the invoice's paper, set only while printing. */
function printOn(paper: Paper) {
  const style = document.createElement('style');
  style.textContent =
    paper === 'receipt' ? '@page { size: 80mm auto; margin: 3mm; }' : '@page { size: A4; margin: 12mm; }';
  document.head.append(style);
  const cleanUp = () => {
    style.remove();
    window.removeEventListener('afterprint', cleanUp);
  };
  window.addEventListener('afterprint', cleanUp);
  window.print();
}

/** The Invoice popup of an order (`?invoice=ID`): the document, the paper, print and save as PNG. */
export function InvoiceDialog({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t, i18n } = useTranslation('store-orders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const detail = useOrderDetail(id);
  const [paper, setPaper] = useState<Paper>('a4');
  const [saving, setSaving] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);

  const save = async () => {
    const node = sheet.current?.firstElementChild;
    if (!(node instanceof HTMLElement)) return;
    setSaving(true);
    try {
      await saveAsPng(node);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessages(error)[0] ?? t('invoice.save_failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <ViewDialog
      opened={id !== null}
      onClose={onClose}
      size="auto"
      title={id === null ? '' : t('invoice.title', { id })}
    >
      {detail.isPending ? (
        <PageLoader />
      ) : detail.isError ? (
        <Alert color="red" role="alert">
          {errorMessages(detail.error)[0] ?? t('details.failed')}
        </Alert>
      ) : (
        <Stack gap="sm">
          {!detail.data.invoice.seller && (
            <Alert color="orange" variant="light" title={t('invoice.not_configured_title')}>
              {t('invoice.not_configured')}
            </Alert>
          )}
          <Group justify="space-between" className="no-print">
            <SegmentedControl
              value={paper}
              onChange={(value) => setPaper(value as Paper)}
              data={[
                { value: 'a4', label: t('invoice.paper_a4') },
                { value: 'receipt', label: t('invoice.paper_receipt') },
              ]}
              aria-label={t('invoice.paper')}
            />
            <Group gap="xs">
              <Button variant="default" leftSection={<IconDownload size={18} />} loading={saving} onClick={save}>
                {t('invoice.save_png')}
              </Button>
              <Button leftSection={<IconPrinter size={18} />} onClick={() => printOn(paper)}>
                {t('invoice.print')}
              </Button>
            </Group>
          </Group>
          <div ref={sheet} data-testid="invoice">
            <InvoiceDocument order={detail.data} paper={paper} lang={lang} />
          </div>
          {createPortal(
            <div className={styles.printRoot} data-testid="invoice-print">
              <InvoiceDocument order={detail.data} paper={paper} lang={lang} />
            </div>,
            document.body,
          )}
        </Stack>
      )}
    </ViewDialog>
  );
}
