/**
 * Every permission string the system knows. The strings of the specification's
 * section 6 are kept verbatim; screens the specification leaves unchecked get a
 * permission of their own (marked "own" below) so that nothing is open by default.
 * The server syncs this list into the database at start, so adding a string here
 * needs no migration.
 */
export const COMPANY_PERMISSIONS = [
  'list branches',
  'add branch',
  'edit branch',
  'delete branch',
  'list articles sections',
  'add articles sections',
  'update articles sections',
  'delete articles sections',
  'list articles',
  'add articles',
  'update articles',
  'delete articles',
  'list employment request',
  'show employment request',
  'export employment request',
  'delete employment request',
  'list key performance indicators',
  'update key performance indicators',
  'list key indicators',
  'update key indicators',
  'list reports and results',
  'add reports and results',
  'update reports and results',
  'delete reports and results',
  'list users',
  'add users',
  'update users',
  'delete users',
  'store management',
  // own: screens the specification leaves unchecked
  'list roles',
  'list log actions',
  'show visit statistics',
  'update employment settings',
  'list news',
  'add news',
  'update news',
  'delete news',
  'list finance market',
  'add finance market',
  'update finance market',
  'delete finance market',
  'manage investigator',
  'list investor questions',
  'add investor questions',
  'update investor questions',
  'delete investor questions',
  'manage website contacts',
  'manage about page',
  'manage home page',
  'manage sliders',
  'manage menu',
  'manage home statistics',
  'manage investor page',
  'list messages',
  'delete messages',
  'add roles',
  'update roles',
  'delete roles',
] as const;

export const STORE_PERMISSIONS = [
  'list orders',
  'list products',
  'list prescriptions',
  'list delivery cities',
  'list link districts',
  'list products categories',
  'list companies',
  'list out of stock products',
  'list store users',
  'list promo codes',
  'list store reports',
  'list banners',
  'list offers',
  'store evaluation',
  // own: store screens the specification leaves unchecked
  'add products',
  'update products',
  'delete products',
  'add products categories',
  'update products categories',
  'delete products categories',
  'update stock',
  'manage companies',
  'add store users',
  'update store users',
  'delete store users',
  'show customer health data',
  'manage customer wallets',
  'manage customer points',
  'list availability requests',
  'manage loyalty',
  'send mobile notifications',
  'manage delivery cities',
  'manage link districts',
  'manage promo codes',
  'manage offers',
  'manage banners',
  'manage orders',
  'manage prescriptions',
] as const;

export const PERMISSIONS = [...COMPANY_PERMISSIONS, ...STORE_PERMISSIONS] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The areas permissions are grouped by when a role's grants are shown (the user form). Every
 * permission belongs to exactly one area; the web labels areas by these keys.
 */
export const PERMISSION_AREAS = {
  staff: [
    'list users',
    'add users',
    'update users',
    'delete users',
    'list roles',
    'list log actions',
    'add roles',
    'update roles',
    'delete roles',
  ],
  website: [
    'manage home page',
    'manage sliders',
    'manage menu',
    'manage home statistics',
    'manage about page',
    'manage website contacts',
    'list news',
    'add news',
    'update news',
    'delete news',
    'show visit statistics',
    'list messages',
    'delete messages',
  ],
  branches: ['list branches', 'add branch', 'edit branch', 'delete branch'],
  magazine: [
    'list articles sections',
    'add articles sections',
    'update articles sections',
    'delete articles sections',
    'list articles',
    'add articles',
    'update articles',
    'delete articles',
  ],
  careers: [
    'list employment request',
    'show employment request',
    'export employment request',
    'delete employment request',
    'update employment settings',
  ],
  investors: [
    'manage investor page',
    'list key performance indicators',
    'update key performance indicators',
    'list key indicators',
    'update key indicators',
    'list reports and results',
    'add reports and results',
    'update reports and results',
    'delete reports and results',
    'list finance market',
    'add finance market',
    'update finance market',
    'delete finance market',
    'manage investigator',
    'list investor questions',
    'add investor questions',
    'update investor questions',
    'delete investor questions',
  ],
  store: ['store management', ...STORE_PERMISSIONS],
} as const satisfies Record<string, readonly Permission[]>;
export type PermissionArea = keyof typeof PERMISSION_AREAS;

/** The area a permission belongs to (undefined for a string the catalogue does not know). */
export function permissionArea(permission: string): PermissionArea | undefined {
  for (const [area, members] of Object.entries(PERMISSION_AREAS)) {
    if ((members as readonly string[]).includes(permission)) return area as PermissionArea;
  }
  return undefined;
}

export const SUPER_ADMIN_ROLE = 'super admin';

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
