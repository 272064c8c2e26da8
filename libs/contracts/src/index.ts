export * from './error-body';
export * from './user';
export * from './auth';
export * from './identity-claims';
export * from './course';
export * from './newsletter';
export * from './passkeys';
