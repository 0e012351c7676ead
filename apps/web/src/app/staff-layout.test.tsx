import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanNotifications } from '../shared/test-utils';
import { initTestI18n } from '../test/i18n';
import { StaffToasts } from './staff-layout';
import { theme } from './theme';

afterEach(() => cleanNotifications());

describe('the staff toasts', () => {
  it.each([
    ['en', 'Close'],
    ['ar', 'إغلاق'],
  ] as const)('name their close button in the screen language (%s)', async (lang, name) => {
    render(
      <I18nextProvider i18n={initTestI18n(lang)}>
        <MantineProvider theme={theme} env="test">
          <Suspense fallback={null}>
            <StaffToasts />
          </Suspense>
        </MantineProvider>
      </I18nextProvider>,
    );
    act(() => {
      notifications.show({ message: 'Saved' });
    });
    const toast = (await screen.findByText('Saved')).closest('.mantine-Notification-root')!;
    expect(toast.querySelector('button')).toHaveAccessibleName(name);
  });
});
