import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderRoutes } from '../test/render';
import LoginPage from './login-page';

const profile = {
  id: 1,
  name: 'سارة',
  email: 'sara@example.com',
  image: null,
  role: ['super admin'],
  permissions: ['list users'],
};

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/admin/main', element: <p>admin landing</p> },
];

const t = i18next.getFixedT(null, 'auth');
// Labels carry Mantine's required mark, and the visibility toggle also mentions the password.
const emailInput = () => screen.getByLabelText(t('email'), { exact: false, selector: 'input' });
const passwordInput = () => screen.getByLabelText(t('password'), { exact: false, selector: 'input' });

describe('login page', () => {
  it('shows the server message in a red alert when sign-in fails', async () => {
    const fetchMock = jsonFetch({
      'POST /api/admin/login': () => ({ status: 401, body: { message: 'بيانات الدخول غير صحيحة' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoutes(routes, '/login');

    await user.type(emailInput(), 'sara@example.com');
    await user.type(passwordInput(), 'wrong-pass1{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('بيانات الدخول غير صحيحة');
    expect(localStorage.getItem('token')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stores the token and goes to /admin/main on success', async () => {
    const fetchMock = jsonFetch({
      'POST /api/admin/login': (init) => {
        expect(JSON.parse(String(init.body))).toEqual({ email: 'sara@example.com', password: 'secret-123' });
        return { body: { data: { token: 'new-token', expires_at: '2030-01-01T00:00:00Z', user: profile } } };
      },
      'GET /api/admin/profile': () => ({ body: { data: profile } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');

    // The shared schema trims and lower-cases the e-mail before it is sent.
    await user.type(emailInput(), '  Sara@Example.com ');
    await user.type(passwordInput(), 'secret-123');
    await user.click(screen.getByRole('button', { name: t('submit') }));

    expect(await screen.findByText('admin landing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/main');
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('shows the button loader while the request is in flight', async () => {
    let release: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/login');

    await user.type(emailInput(), 'sara@example.com');
    await user.type(passwordInput(), 'secret-123{Enter}');

    const button = screen.getByRole('button', { name: t('submit') });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    release(new Response(JSON.stringify({ message: 'x' }), { status: 401 }));
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  });

  it('explains an empty form in the page language without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoutes(routes, '/login');

    await user.click(screen.getByRole('button', { name: t('submit') }));

    expect(await screen.findByText(t('validation.email_required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.password_required'))).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a signed-in user straight to /admin/main', async () => {
    localStorage.setItem('token', 'valid');
    vi.stubGlobal('fetch', jsonFetch({ 'GET /api/admin/profile': () => ({ body: { data: profile } }) }));
    const { router } = renderRoutes(routes, '/login');

    expect(await screen.findByText('admin landing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/main');
  });
});
