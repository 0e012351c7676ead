import { type AdminOrderDetail, halalasToText, type PaymentMethod, parseRiyals, taxInvoice } from '@app/contracts';
import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { encodeQR } from 'qr';
import { Fragment, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../shared/alerts/messages';
import { ViewDialog } from '../../shared/dialogs/view-dialog';
import { groupTimeZone } from '../../shared/format';
import { IconDownload } from '../../shared/icons';
import { PageLoader } from '../../shared/page-loader';
import { IconPrinter } from '../../shared/staff/icons';
import { useOrderDetail } from './api';
import styles from './invoice.module.css';

/** The saved picture's name, as the spec gives it. */
const INVOICE_IMAGE_NAME = 'div_image.png';

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
  unit_price: ['سعر الوحدة شامل الضريبة', 'Unit price incl. VAT'],
  unit_before_vat: ['سعر الوحدة قبل الضريبة', 'Unit price excl. VAT'],
  unit_after_discount: ['سعر الوحدة بعد الخصم قبل الضريبة', 'Unit price after discount excl. VAT'],
  vat: ['الضريبة', 'VAT'],
  line_total: ['الإجمالي شامل الضريبة', 'Total incl. VAT'],
  delivery: ['التوصيل', 'Delivery'],
  discount: ['الخصم', 'Discount'],
  before_discount: ['الإجمالي قبل الخصم شامل الضريبة', 'Total before discount incl. VAT'],
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
function QrCode({ value, label }: { value: string; label: string }) {
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

/** The printed figures of an order (contracts: tax-invoice.ts), every row exact on paper. */
function invoiceFigures(order: AdminOrderDetail) {
  return taxInvoice({
    lines: order.details.map((line) => ({
      quantity: line.quantity,
      unitPrice: parseRiyals(line.price),
      discount: parseRiyals(line.discount),
      amount: parseRiyals(line.amount),
      vat: parseRiyals(line.vat),
    })),
    delivery: parseRiyals(order.delivery_price),
    vat: parseRiyals(order.vat),
    total: parseRiyals(order.total_after_vat),
  });
}

/** Units after a number ("500 mg", "5 مل") stay on the number's line in a narrow item column. */
const UNIT_AFTER_NUMBER =
  /(\d)\s+(?=(?:mg|mcg|µg|g|kg|ml|l|iu|units?|tabs?|caps?|%|ملغ|ملجم|مجم|ملغم|مل|غ|جم|كجم|لتر|وحدة|قرص|كبسولة)(?![\p{L}\p{N}]))/giu;
export const keepUnitsTogether = (name: string) => name.replace(UNIT_AFTER_NUMBER, '$1\u00a0');

function InvoiceDocument({ order, paper, lang }: { order: AdminOrderDetail; paper: Paper; lang: 'ar' | 'en' }) {
  const money = (value: string | number) =>
    `${typeof value === 'number' ? halalasToText(value) : value} ${lang === 'ar' ? 'ر.س' : 'SAR'}`;
  const seller = order.invoice.seller;
  const figures = invoiceFigures(order);
  const discounted = figures.discount > 0;
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
    timeZone: groupTimeZone(),
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
              <Bi label={L.unit_price} />
            </th>
            {discounted && (
              <th className={styles.num}>
                <Bi label={L.discount} />
              </th>
            )}
            <th className={`${styles.num} ${styles.hideOnReceipt}`}>
              <Bi label={discounted ? L.unit_after_discount : L.unit_before_vat} />
            </th>
            <th className={`${styles.num} ${styles.hideOnReceipt}`}>
              <Bi label={L.vat} />
            </th>
            <th className={styles.num}>
              <Bi label={L.line_total} />
            </th>
          </tr>
        </thead>
        <tbody>
          {order.details.map((line, index) => {
            const row = figures.lines[index]!;
            return (
              <tr key={line.id}>
                <td>
                  {keepUnitsTogether(line.product)} <span className={styles.muted}>({line.product_code})</span>
                </td>
                <td className={styles.num}>{row.quantity}</td>
                <td className={`${styles.num} ${styles.hideOnReceipt}`}>{money(row.unitPrice)}</td>
                {discounted && <td className={styles.num}>{row.discount > 0 ? money(-row.discount) : '—'}</td>}
                <td className={`${styles.num} ${styles.hideOnReceipt}`}>{money(row.unitNet)}</td>
                <td className={`${styles.num} ${styles.hideOnReceipt}`}>{money(row.vat)}</td>
                <td className={styles.num}>{money(row.amount)}</td>
              </tr>
            );
          })}
          <tr>
            <td>
              <Bi label={L.delivery} />
            </td>
            <td className={styles.num}>1</td>
            <td className={`${styles.num} ${styles.hideOnReceipt}`}>{money(figures.delivery.unitPrice)}</td>
            {discounted && <td className={styles.num}>—</td>}
            <td className={`${styles.num} ${styles.hideOnReceipt}`}>{money(figures.delivery.unitNet)}</td>
            <td className={`${styles.num} ${styles.hideOnReceipt}`}>{money(figures.delivery.vat)}</td>
            <td className={styles.num}>{money(figures.delivery.amount)}</td>
          </tr>
        </tbody>
      </table>

      <table className={styles.totals}>
        <tbody>
          {discounted && (
            <>
              <tr>
                <td>
                  <Bi label={L.before_discount} />
                </td>
                <td className={styles.num}>{money(figures.beforeDiscount)}</td>
              </tr>
              <tr>
                <td>
                  <Bi label={L.discount} />
                </td>
                <td className={styles.num}>{money(-figures.discount)}</td>
              </tr>
            </>
          )}
          <tr>
            <td>
              <Bi label={L.total_before_vat} />
            </td>
            <td className={styles.num}>{money(figures.net)}</td>
          </tr>
          <tr>
            <td>
              <Bi label={L.vat_total} />
            </td>
            <td className={styles.num}>{money(figures.vat)}</td>
          </tr>
          <tr className={styles.grand}>
            <td>
              <Bi label={L.total_with_vat} />
            </td>
            <td className={styles.num}>{money(figures.total)}</td>
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

/** The sheet's width on its paper, as the stylesheet lays it out (A4's 794 px, the receipt's 302 px). */
const PAPER_WIDTH: Record<Paper, number> = { a4: 794, receipt: 302 };

/**
 * Saves the invoice as the spec's `div_image.png`, at twice the screen's resolution for a sharp print.
 * The picture is taken of a copy laid out at the paper's width, off screen: the copy in the popup is
 * as narrow as a phone and would be cut at its right (or left) edge.
 */
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

/** Whether an element's content is wider than the element (it scrolls sideways). */
function useOverflowing(element: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element) return;
    const check = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflowing;
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
  const [sheet, setSheet] = useState<HTMLElement | null>(null);
  const capture = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(sheet);

  const save = async () => {
    const node = capture.current?.firstElementChild;
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
          {overflowing && (
            <p className={`${styles.scrollHint} no-print`} id="invoice-scroll-hint">
              {t('invoice.scroll_hint')}
            </p>
          )}
          {/* Focusable while it scrolls, so the keyboard scrolls it too. */}
          <section
            ref={setSheet}
            className={styles.scroller}
            data-testid="invoice"
            aria-label={t('invoice.sheet')}
            aria-describedby={overflowing ? 'invoice-scroll-hint' : undefined}
            tabIndex={overflowing ? 0 : -1}
          >
            <InvoiceDocument order={detail.data} paper={paper} lang={lang} />
          </section>
          {createPortal(
            <>
              <div className={styles.printRoot} data-testid="invoice-print">
                <InvoiceDocument order={detail.data} paper={paper} lang={lang} />
              </div>
              <div
                ref={capture}
                className={styles.captureRoot}
                style={{ width: PAPER_WIDTH[paper] }}
                data-testid="invoice-capture"
                aria-hidden
              >
                <InvoiceDocument order={detail.data} paper={paper} lang={lang} />
              </div>
            </>,
            document.body,
          )}
        </Stack>
      )}
    </ViewDialog>
  );
}
