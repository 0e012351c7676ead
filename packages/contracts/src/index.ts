export * from './admins';
export * from './common';
export * from './permissions';
export * from './site';
