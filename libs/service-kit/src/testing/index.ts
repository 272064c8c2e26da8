export * from './test-database';
export * from './identity-header';
export * from './openapi-checks';
export * from './api-document-checks';
export * from './test-service';
export * from './smtp-stand-in';
