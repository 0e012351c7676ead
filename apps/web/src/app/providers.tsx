import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n';

/**
 * Providers every area shares: strings and server state only. The component library (Mantine,
 * its direction provider and stylesheet) belongs to the staff areas and loads with their chunk
 * (staff-layout.tsx), so the public site does not download it.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
