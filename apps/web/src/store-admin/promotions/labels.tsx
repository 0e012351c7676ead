import type { CouponItem, OfferItem, PromotionState } from '@app/contracts';
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';

// How the promotions' lists word their values: where a promotion stands now, its period and what it
// takes off, in the interface language.

const STATE_COLORS: Record<PromotionState, MantineColor> = {
  active: 'green',
  inactive: 'gray',
  scheduled: 'blue',
  expired: 'orange',
  used_up: 'red',
};

export function StateBadge({ state }: { state: PromotionState }) {
  const { t } = useTranslation('store-promotions');
  return (
    <Badge color={STATE_COLORS[state]} variant="light">
      {t(`states.${state}`)}
    </Badge>
  );
}

/** A stored Riyadh wall-clock time (`YYYY-MM-DD HH:mm:ss`) read as the same wall-clock time here. */
const wallClock = (value: string) => value.replace(' ', 'T');

/** A date and time of a promotion, or the dash when it has none. */
export function DateTimeText({ value }: { value: string | null }) {
  const format = useFormat();
  return <>{format.dateTime(value ? wallClock(value) : null)}</>;
}

/** "5 Mar 2030, 00:00 – 30 Mar 2030, 23:59", or the open side worded. */
export function usePeriodText() {
  const { t } = useTranslation('store-promotions');
  const format = useFormat();
  return (start: string | null, end: string | null) => {
    const from = start ? format.dateTime(wallClock(start)) : null;
    const to = end ? format.dateTime(wallClock(end)) : null;
    if (from && to) return t('period.range', { start: from, end: to });
    if (from) return t('period.from', { start: from });
    if (to) return t('period.until', { end: to });
    return t('period.always');
  };
}

/** A coupon's discount: "SAR 25.00", "15%" or "15% up to SAR 50.00". */
export function useCouponDiscountText() {
  const { t } = useTranslation('store-promotions');
  const format = useFormat();
  return (coupon: Pick<CouponItem, 'discount_type' | 'discount' | 'max_discount'>) => {
    if (coupon.discount_type === 'fixed_amount') return format.money(Number(coupon.discount));
    const value = format.number(Number(coupon.discount));
    return coupon.max_discount === null
      ? t('percent', { value })
      : t('percent_capped', { value, max: format.money(Number(coupon.max_discount)) });
  };
}

/** What an offer gives, worded by its type: "Buy 2, get 1 free", "SAR 25.00 off from SAR 200.00"… */
export function useOfferDiscountText() {
  const { t } = useTranslation('store-promotions');
  const format = useFormat();
  const money = (value: string | null) => format.money(value === null ? null : Number(value));
  const number = (value: number | string | null) => format.number(value === null ? null : Number(value));
  return (offer: OfferItem) => {
    switch (offer.type) {
      case 'one_and_other_free':
        return t('offers.summary.one_and_other_free', {
          bought: number(offer.bought_count),
          free: number(offer.free_count),
        });
      case 'one_and_discount_on_second':
        return t('offers.summary.one_and_discount_on_second', {
          bought: number(offer.bought_count),
          percent: number(offer.discount_on_second_one),
        });
      case 'fixed_amount':
        return t('offers.summary.fixed_amount', {
          amount: money(offer.discount_amount),
          min: money(offer.min_price_to_apply),
        });
      case 'percentage':
        return t('offers.summary.percentage', {
          percent: number(offer.discount_amount),
          max: money(offer.max_price_to_apply),
          min: money(offer.min_price_to_apply),
        });
    }
  };
}
