import { describe, expect, it } from 'vitest';
import { adminCreateBody, adminUpdateBody, password } from './admins';
import { flag, pageQuery } from './common';
import {
  COMPANY_PERMISSIONS,
  isPermission,
  PERMISSION_AREAS,
  PERMISSIONS,
  permissionArea,
  STORE_PERMISSIONS,
} from './permissions';

describe('permissions', () => {
  it('are unique, and hold every string of the specification section 6', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const p of ['list users', 'add users', 'update users', 'delete users', 'list branches', 'store management']) {
      expect(COMPANY_PERMISSIONS).toContain(p);
    }
    for (const p of ['list orders', 'list products', 'list prescriptions', 'store evaluation', 'list offers']) {
      expect(STORE_PERMISSIONS).toContain(p);
    }
    expect(isPermission('list users')).toBe(true);
    expect(isPermission('list user')).toBe(false);
  });

  it('each belong to exactly one area', () => {
    const grouped = Object.values(PERMISSION_AREAS).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual([...PERMISSIONS].sort());
    expect(permissionArea('add users')).toBe('staff');
    expect(permissionArea('list orders')).toBe('store');
    expect(permissionArea('no such permission')).toBeUndefined();
  });
});

describe('shared schemas', () => {
  it('reads page and limit from query strings, with defaults and bounds', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuery.parse({ page: '3', limit: '25' })).toEqual({ page: 3, limit: 25 });
    expect(pageQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(pageQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  it('reads 1/0 flags in every spelling forms send', () => {
    for (const on of [1, '1', 'true', true]) expect(flag.parse(on)).toBe(1);
    for (const off of [0, '0', 'false', false]) expect(flag.parse(off)).toBe(0);
    expect(flag.safeParse('yes').success).toBe(false);
  });

  it('requires a password with a letter and a digit on create, and keeps it optional on update', () => {
    expect(password.safeParse('abcdefgh').success).toBe(false);
    expect(password.safeParse('12345678').success).toBe(false);
    expect(password.safeParse('abc12345').success).toBe(true);
    const base = { name: 'Sara', email: 'Sara@Example.com', role_id: '2' };
    expect(adminCreateBody.safeParse(base).success).toBe(false);
    const created = adminCreateBody.parse({ ...base, password: 'Secret123' });
    expect(created.email).toBe('sara@example.com');
    expect(created.role_id).toBe(2);
    expect(adminUpdateBody.parse({ ...base, password: '' }).password).toBeUndefined();
  });
});
