import { createService, type CreateOptions, type RunningService } from '@canopy/service-kit';
import { identityConfigSchema, type IdentityConfig } from './config';
import { migrationsFolder } from './db/migrations-folder';
import { identitySchema, type IdentitySchema } from './db/schema';
import { demoAccounts, TEST_LOGIN_USERNAME } from './demo/demo-accounts';
import { seedDemoAccounts } from './demo/seed-demo-accounts';
import { internalRoutes } from './routes/internal-routes';
import { newsletterRoutes } from './routes/newsletter-routes';
import { passkeyRoutes } from './routes/passkey-routes';
import { userAdminRoutes } from './routes/user-admin-routes';
import { createIdentityDeps, type IdentityDeps } from './use-cases/deps';
import { relyingPartyFrom } from './use-cases/relying-party';

export const IDENTITY_DEFAULT_PORT = 4001;

export type IdentityService = RunningService<IdentityConfig, IdentitySchema, IdentityDeps>;

/** The identity service: users, credentials, approvals and user administration. Not listening until `start()`. */
export function createIdentityService(opts: CreateOptions = {}): Promise<IdentityService> {
  return createService(
    {
      name: 'identity',
      defaultPort: IDENTITY_DEFAULT_PORT,
      config: identityConfigSchema,
      schema: identitySchema,
      migrations: migrationsFolder(),
      deps: (ctx) => createIdentityDeps(ctx.db, ctx.events),
      routes(router, deps, ctx) {
        internalRoutes(router, deps, { enableTestLogin: ctx.config.ENABLE_TEST_LOGIN });
        passkeyRoutes(router, deps, relyingPartyFrom(ctx.config));
        userAdminRoutes(router, deps);
        newsletterRoutes(router, deps);
      },
      async onReady(_deps, ctx) {
        if (ctx.config.DEMO) {
          const seeded = await seedDemoAccounts(ctx);
          ctx.logger.info(
            { created: seeded.filter((a) => a.created).map((a) => a.username) },
            'demo accounts ready',
          );
        } else if (ctx.config.ENABLE_TEST_LOGIN) {
          // Test login needs its educator even outside full demo mode.
          await seedDemoAccounts(
            ctx,
            demoAccounts.filter((a) => a.username === TEST_LOGIN_USERNAME),
          );
        }
        if (ctx.config.ENABLE_TEST_LOGIN) {
          ctx.logger.warn(
            'ENABLE_TEST_LOGIN is on: anyone reaching the gateway can sign in as the demo educator',
          );
        }
      },
    },
    opts,
  );
}
