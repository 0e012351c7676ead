export * from './admins';
export * from './common';
export * from './permissions';
