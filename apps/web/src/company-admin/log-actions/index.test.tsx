import { type LogAction, type LogActionFilterOptions, SYSTEM_ACTORS } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import arLogs from '../../locales/ar/logs.json';
import arPermissions from '../../locales/ar/permissions.json';
import enLogs from '../../locales/en/logs.json';
import enPermissions from '../../locales/en/permissions.json';
import { createFormatters } from '../../shared/format';
import type { Lang } from '../../shared/lang';
import { deferred, type MockAnswer, mockApi, renderWithProviders } from '../../shared/test-utils';
import LogActionsPage from './index';
import { PERMISSIONS_NS } from './labels';

const logs: LogAction[] = [
  {
    id: 4,
    action: 'delete users',
    action_mode: 'delete',
    subject: 'admins',
    subject_id: 5,
    subject_name: 'Sara Ali',
    created_at: '2025-03-05T14:30:00Z',
    user: { id: 1, name: 'Huda Saleh', role: 'Administrator', kind: 'staff' },
  },
  {
    id: 3,
    // A sign-in changes no record: its record would only repeat the user.
    action: 'sign in',
    action_mode: 'login',
    subject: 'admins',
    subject_id: 1,
    subject_name: 'Huda Saleh',
    created_at: '2025-03-04T08:00:00Z',
    user: { id: 1, name: 'Huda Saleh', role: null, kind: 'staff' },
  },
  {
    id: 2,
    // A row written before records were named: the kind of record stands in for the name.
    action: 'approve refunds',
    action_mode: 'archive',
    subject: 'refunds',
    subject_id: 9,
    subject_name: null,
    created_at: '2025-03-03T08:00:00Z',
    user: { id: null, name: 'Former staff', role: 'Accountant', kind: 'staff' },
  },
  {
    id: 1,
    action: 'add users',
    action_mode: 'create',
    subject: null,
    subject_id: null,
    subject_name: null,
    created_at: '2025-03-02T08:00:00Z',
    user: { id: null, name: '', role: null, kind: 'staff' },
  },
];

/**
 * The shared test setup preloads the toolkit's namespaces only; the app loads the permission
 * labels with the admin area. They are added here before the list answers.
 */
const choices: LogActionFilterOptions = {
  users: [
    { value: '1', name: 'Huda Saleh', former: false },
    { value: 'name:Former staff', name: 'Former staff', former: true },
  ],
  actions: ['add users', 'delete users', 'sign in'],
  subjects: ['admins', 'news'],
};

const logRequests = (requests: { url: URL }[]) =>
  requests.filter((request) => request.url.pathname === '/api/admin/log_actions');

async function renderLog(data: LogAction[], lang: Lang = 'en', route = '/') {
  const answer = deferred<MockAnswer>();
  const { requests } = mockApi([
    { path: '/admin/log_actions', respond: () => answer.promise },
    { path: '/admin/log_actions/filters', respond: () => ({ body: { data: choices } }) },
  ]);
  const view = renderWithProviders(<LogActionsPage />, { lang, route });
  view.i18n.addResourceBundle('ar', PERMISSIONS_NS, arPermissions);
  view.i18n.addResourceBundle('en', PERMISSIONS_NS, enPermissions);
  answer.resolve({ body: { data, total: 12 } });
  const table = await screen.findByRole('table', { name: lang === 'ar' ? 'سجل الأحداث' : 'Action log' });
  await within(table).findAllByRole('cell');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  return { table, rows, requests, view };
}

const user = userEvent.setup({ delay: null });

// Whole screens: generous time for shared, busy CI machines (no timing is asserted).
describe('/admin/log-actions', { timeout: 20_000 }, () => {
  it('names each event, the record it changed, the role, type, date and user', async () => {
    const { table, rows, requests } = await renderLog(logs);

    expect(screen.getByRole('heading', { name: 'Action log', level: 1 })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Event', 'Record', 'Role', 'Event type', 'Date', 'User']);
    expect(document.title).toBe('Action log');
    const date = (iso: string) => createFormatters('en').dateTime(iso);
    expect(rows).toEqual([
      ['Delete user', 'Sara Ali', 'Administrator', 'Delete', date('2025-03-05T14:30:00Z'), 'Huda Saleh'],
      ['Sign in', '—', '—', 'Sign in', date('2025-03-04T08:00:00Z'), 'Huda Saleh'],
      // Strings the catalogue does not know yet are shown as the server sent them.
      ['approve refunds', 'refunds', 'Accountant', 'archive', date('2025-03-03T08:00:00Z'), 'Former staff'],
      ['Add user', '—', '—', 'Create', date('2025-03-02T08:00:00Z'), '—'],
    ]);
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(logRequests(requests)[0]!.url.search).toBe('?page=1&limit=10');
  });

  it.each([
    ['en', ['Payment gateway', 'System (nightly export)', 'Noura Ali (customer)']],
    ['ar', ['بوابة الدفع', 'النظام (nightly export)', 'Noura Ali (عميل)']],
  ] as const)('names a system job by its label and marks a customer, in %s', async (lang, expected) => {
    const row = (id: number, user: LogAction['user']): LogAction => ({ ...logs[0]!, id, user });
    const { rows } = await renderLog(
      [
        row(3, { id: null, name: SYSTEM_ACTORS.paymentGateway, role: null, kind: 'system' }),
        // A job the catalogue does not know yet keeps the name it was logged under.
        row(2, { id: null, name: 'nightly export', role: null, kind: 'system' }),
        row(1, { id: null, name: 'Noura Ali', role: null, kind: 'customer' }),
      ],
      lang,
    );
    expect(rows.map((cells) => cells.at(-1))).toEqual(expected);
  });

  it('has a label in both languages for every system job the server logs', () => {
    for (const name of Object.values(SYSTEM_ACTORS)) {
      expect(enLogs.actors.system_jobs, name).toHaveProperty([name]);
      expect(arLogs.actors.system_jobs, name).toHaveProperty([name]);
    }
  });

  it('speaks Arabic for Arabic users: events, kinds of record, types and dates', async () => {
    const { table, rows } = await renderLog(logs.slice(0, 2), 'ar');

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['الحدث', 'السجل المتأثر', 'الدور', 'نوع الحدث', 'التاريخ', 'المستخدم']);
    expect(document.title).toBe('سجل الأحداث');
    expect(rows.map((cells) => cells.slice(0, 4))).toEqual([
      ['حذف مستخدم', 'Sara Ali', 'Administrator', 'حذف'],
      ['تسجيل الدخول', '—', '—', 'تسجيل دخول'],
    ]);
    const date = within(table).getByText(/^5 مارس 2025/);
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-03-05T14:30:00Z');
  });

  it('reads its filters from the address, sends them, and shows them chosen', async () => {
    const { requests } = await renderLog(
      logs,
      'en',
      '/?user=name%3AFormer+staff&action=delete+users&subject=admins&from=2025-03-01&to=2025-03-10&hide_sign_ins=1&page=2',
    );
    const sent = logRequests(requests)[0]!.url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      user: 'name:Former staff',
      action: 'delete users',
      subject: 'admins',
      from: '2025-03-01',
      to: '2025-03-10',
      hide_sign_ins: '1',
      page: '2',
      limit: '10',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Staff member' })).toHaveValue('Former staff (no longer on staff)'),
    );
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('Delete user');
    expect(screen.getByRole('combobox', { name: 'Kind of record' })).toHaveValue('User');
    expect(screen.getByRole('button', { name: 'Period' })).toHaveTextContent('1 Mar 2025 – 10 Mar 2025');
    expect(screen.getByRole('switch', { name: 'Hide sign-ins and sign-outs' })).toBeChecked();
  });

  it('puts a chosen filter in the address and asks again from page 1', async () => {
    const { requests, view } = await renderLog(logs, 'en', '/?page=2');
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByRole('option', { name: 'Sign in' }));
    await waitFor(() => expect(view.location()).toBe('/?action=sign+in'));
    await waitFor(() => expect(logRequests(requests).at(-1)!.url.searchParams.get('action')).toBe('sign in'));

    await user.click(screen.getByRole('combobox', { name: 'Staff member' }));
    await user.click(await screen.findByRole('option', { name: 'Huda Saleh' }));
    await waitFor(() => expect(view.location()).toBe('/?action=sign+in&user=1'));

    await user.click(screen.getByRole('switch', { name: 'Hide sign-ins and sign-outs' }));
    await waitFor(() => expect(view.location()).toBe('/?action=sign+in&user=1&hide_sign_ins=1'));
    await waitFor(() => expect(logRequests(requests).at(-1)!.url.searchParams.get('hide_sign_ins')).toBe('1'));
  });

  it('names the filters and their choices in Arabic', async () => {
    await renderLog(logs, 'ar', '/?user=name%3AFormer+staff&subject=news');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'الموظف' })).toHaveValue('Former staff (لم يعد موظفاً)'),
    );
    expect(screen.getByRole('combobox', { name: 'نوع السجل' })).toHaveValue('خبر');
    expect(screen.getByRole('switch', { name: 'إخفاء تسجيل الدخول والخروج' })).not.toBeChecked();
    await user.click(screen.getByRole('combobox', { name: 'الحدث' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['إضافة مستخدم', 'تسجيل الدخول', 'حذف مستخدم']);
  });
});
