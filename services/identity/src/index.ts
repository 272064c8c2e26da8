export { createIdentityService, type IdentityService, type IdentityServiceOptions } from './service';
export { seedDemoAccounts, type SeedDeps, type SeededDemoAccount } from './demo/seed-demo-accounts';
export { demoAccounts, TEST_LOGIN_USERNAME, type DemoAccount } from './demo/demo-accounts';
export { identityConfigSchema, type IdentityConfig } from './config';
export { identityHandledEvents } from './handled-events';
export type { IdentityHandledEvent } from './handled-events';
