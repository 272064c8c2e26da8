export * from './test-database';
export * from './identity-header';
