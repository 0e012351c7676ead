import type { FinanceMarketBody, FinanceMarketItem } from '@app/contracts';
import { createResource } from '../../shared/resource';

export const financeMarket = createResource<FinanceMarketItem, FinanceMarketBody>({
  key: 'finance-market',
  path: '/admin/financeMarket',
});

export const FINANCE_MARKET_LIST = '/admin/finance-market';
