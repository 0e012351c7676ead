export * from './admins';
export * from './audit';
