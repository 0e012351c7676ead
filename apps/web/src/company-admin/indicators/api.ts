import type { IndicatorBody, IndicatorCategory, IndicatorCreateBody, IndicatorItem, Permission } from '@app/contracts';
import { createResource } from '../../shared/resource';
import type { TranslationKey } from '../../shared/translation-key';

export const indicators = createResource<IndicatorItem, IndicatorBody | IndicatorCreateBody>({
  key: 'indicators',
  path: '/admin/indicatorPerformance',
});

/** Each category's list, heading and the permission that edits it (adding and deleting are for KPIs only). */
export const INDICATOR_SCREENS: Record<
  IndicatorCategory,
  { list: string; title: TranslationKey; update: Permission; canAdd: boolean }
> = {
  key_metrics: {
    list: '/admin/key-metrics',
    title: 'shell:company.menu.key_metrics',
    update: 'update key indicators',
    canAdd: false,
  },
  kpis: {
    list: '/admin/indicator-performance',
    title: 'shell:company.menu.kpis',
    update: 'update key performance indicators',
    canAdd: true,
  },
};
