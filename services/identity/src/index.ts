export { createIdentityService, IDENTITY_DEFAULT_PORT, type IdentityService } from './service';
export { seedDemoAccounts, type SeededDemoAccount } from './demo/seed-demo-accounts';
export { demoAccounts, TEST_LOGIN_USERNAME, type DemoAccount } from './demo/demo-accounts';
export { identityConfigSchema, type IdentityConfig } from './config';
export { migrationsFolder } from './db/migrations-folder';
export { identityHandledEvents } from './handled-events';
export type { IdentityHandledEvent } from './handled-events';
