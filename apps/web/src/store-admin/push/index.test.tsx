import type { PushNotificationItem, PushStatusItem } from '@app/contracts';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import arTexts from '../../locales/ar/store-push.json';
import enTexts from '../../locales/en/store-push.json';
import { mockApi, renderWithProviders } from '../../shared/test-utils';
import { setUpScreenTests } from '../../test/screen';
import PushScreen from './index';

const user = setUpScreenTests();

const item = (values: Partial<PushNotificationItem>): PushNotificationItem => ({
  id: 1,
  title: 'Weekend offers',
  body: '15% off skin care',
  status: 'pending',
  sent_by: 'Huda',
  device_count: 12,
  delivered_count: 0,
  failed_count: 0,
  reason: null,
  created_at: '2026-03-01T08:00:00Z',
  finished_at: null,
  ...values,
});

function serve(status: PushStatusItem, answer: (body: unknown) => PushNotificationItem) {
  const history: PushNotificationItem[] = [];
  const api = mockApi([
    { path: '/admin/notifications/fcm/status', respond: () => ({ body: { data: status } }) },
    { path: '/admin/notifications/fcm', respond: () => ({ body: { data: history, total: history.length } }) },
    {
      method: 'POST',
      path: '/admin/notifications/fcm/users',
      respond: (request) => {
        const created = answer(request.body);
        history.unshift(created);
        return { status: 201, body: { data: created } };
      },
    },
  ]);
  return { ...api, history };
}

describe('mobile notifications screen', () => {
  it('sends a notification, clears the form and confirms for three seconds, then lists it', async () => {
    const { requests } = serve({ configured: true, devices: 12, customers: 9 }, (body) =>
      item({ ...(body as object), id: 7 }),
    );
    renderWithProviders(<PushScreen />, { lang: 'en' });
    expect(await screen.findByText('Devices registered now: 12, of 9 customers.')).toBeInTheDocument();
    expect(await screen.findByText('No notification has been sent yet.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Weekend offers');
    await user.type(screen.getByRole('textbox', { name: /Text/ }), '15% off skin care');
    expect(screen.getByText('14 of 100 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const done = await screen.findByText('Notification sent successfully');
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      title: 'Weekend offers',
      body: '15% off skin care',
    });
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Text/ })).toHaveValue('');
    const row = (await screen.findByText('15% off skin care')).closest('tr')!;
    expect(within(row).getByText('Sending')).toBeInTheDocument();
    expect(row).toHaveTextContent('Huda');
    await waitForElementToBeRemoved(done, { timeout: 4000 });
  });

  it('says plainly that push is not configured, before and after sending, in Arabic', async () => {
    serve({ configured: false, devices: 3, customers: 3 }, (body) =>
      item({
        ...(body as object),
        status: 'not_configured',
        reason: 'not_configured',
        finished_at: '2026-03-01T08:00:01Z',
      }),
    );
    renderWithProviders(<PushScreen />, { lang: 'ar' });
    expect(await screen.findByText(arTexts.not_configured.title)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /العنوان/ }), 'عرض خاص');
    await user.type(screen.getByRole('textbox', { name: /نص الإشعار/ }), 'خصم على الفيتامينات');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));

    expect(await screen.findByText(arTexts.saved_not_configured)).toBeInTheDocument();
    expect(screen.queryByText(arTexts.sent)).not.toBeInTheDocument();
    const row = (await screen.findByText('خصم على الفيتامينات')).closest('tr')!;
    expect(within(row).getByText(arTexts.statuses.not_configured)).toBeInTheDocument();
  });

  it('shows a failure reason and the no-device case in the history', async () => {
    mockApi([
      {
        path: '/admin/notifications/fcm/status',
        respond: () => ({ body: { data: { configured: true, devices: 0, customers: 0 } } }),
      },
      {
        path: '/admin/notifications/fcm',
        respond: () => ({
          body: {
            data: [
              item({ id: 2, title: 'Nobody', status: 'failed', reason: 'no_devices', device_count: 0 }),
              item({ id: 3, title: 'Down', status: 'failed', reason: 'fcm 503 UNAVAILABLE', failed_count: 12 }),
            ],
            total: 2,
          },
        }),
      },
    ]);
    renderWithProviders(<PushScreen />, { lang: 'en' });
    expect(await screen.findByText(enTexts.no_devices_yet)).toBeInTheDocument();
    const nobody = (await screen.findByText('Nobody')).closest('tr')!;
    expect(nobody).toHaveTextContent('FailedNo registered devices');
    const down = screen.getByText('Down').closest('tr')!;
    expect(down).toHaveTextContent('Reason: fcm 503 UNAVAILABLE');
  });

  it('refuses an empty notification before sending, and shows the server’s refusal on the fields', async () => {
    const { requests } = serve({ configured: true, devices: 1, customers: 1 }, () => item({}));
    renderWithProviders(<PushScreen />, { lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText(/is required/)).toHaveLength(2);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    mockApi([
      {
        path: '/admin/notifications/fcm/status',
        respond: () => ({ body: { data: { configured: true, devices: 1, customers: 1 } } }),
      },
      { path: '/admin/notifications/fcm', respond: () => ({ body: { data: [], total: 0 } }) },
      {
        method: 'POST',
        path: '/admin/notifications/fcm/users',
        respond: () => ({
          status: 422,
          body: { message: 'The given data was invalid.', errors: { title: ['The title is not allowed.'] } },
        }),
      },
    ]);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'x');
    await user.type(screen.getByRole('textbox', { name: /Text/ }), 'y');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText('The title is not allowed.').length).toBeGreaterThan(0));
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('x');
  });

  it('has the same texts in Arabic and English', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(arTexts).sort()).toEqual(keys(enTexts).sort());
  });
});
