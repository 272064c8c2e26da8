export * from './test-database';
export * from './identity-header';
export * from './openapi-checks';
