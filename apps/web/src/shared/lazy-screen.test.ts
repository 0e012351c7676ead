import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadScreenAt } from './lazy-screen';

const Empty = () => null;

function screen(path: string) {
  const load = vi.fn(async () => ({ default: Empty }));
  return { path, load, Screen: lazyScreen(load) };
}

describe('preloadScreenAt', () => {
  it('starts loading the screen an address opens, once, before React renders it', async () => {
    const list = screen('branches');
    const form = screen('add-branch/:id?');
    const found = preloadScreenAt('/admin', [list, form], '/admin/add-branch/7');
    expect(found?.path).toBe('add-branch/:id?');
    expect(form.load).toHaveBeenCalledTimes(1);
    expect(list.load).not.toHaveBeenCalled();
    // React's own load of the lazy component reuses the same promise.
    await form.Screen.preload();
    expect(form.load).toHaveBeenCalledTimes(1);
  });

  it('matches splat paths and leaves other areas and unknown addresses alone', () => {
    const users = screen('admin-users/*');
    expect(preloadScreenAt('/admin', [users], '/admin/admin-users/add-user/3')?.path).toBe('admin-users/*');
    expect(preloadScreenAt('/admin', [users], '/store-admin/admin-users')).toBeNull();
    expect(preloadScreenAt('/admin', [users], '/admin/unknown')).toBeNull();
    expect(preloadScreenAt('/admin', [users], '/')).toBeNull();
  });

  it('swallows a failed preload (the lazy render reports it)', async () => {
    const broken = { path: 'news/*', Screen: lazyScreen(() => Promise.reject(new Error('offline'))) };
    expect(preloadScreenAt('/admin', [broken], '/admin/news')).not.toBeNull();
    await expect(broken.Screen.preload()).rejects.toThrow('offline');
  });
});
