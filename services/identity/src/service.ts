import {
  createService,
  migrationsFolder,
  startNoticeRelay,
  type CreateOptions,
  type EventHandler,
  type RunningService,
} from '@canopy/service-kit';
import { USERS_CHANGED_CHANNEL } from '@canopy/contracts';
import { identityConfigSchema, type IdentityConfig } from './config';
import { identitySchema, type IdentitySchema } from './db/schema';
import { createIdentityDeps, type IdentityServiceDeps } from './deps';
import { demoAccounts, TEST_LOGIN_USERNAME } from './demo/demo-accounts';
import { seedDemoAccounts } from './demo/seed-demo-accounts';
import type { IdentityHandledEvent } from './handled-events';
import { adminRoutes } from './routes/admin-routes';
import { internalRoutes } from './routes/internal-routes';
import { newsletterRoutes } from './routes/newsletter-routes';
import { passkeyRoutes } from './routes/passkey-routes';
import { recoveryRoutes } from './routes/recovery-routes';
import { userAdminRoutes } from './routes/user-admin-routes';
import type { IdentityDb } from './stores/db';
import { bindStores } from './stores/stores';
import { recordForeignAction } from './use-cases/audit';
import { mailEducatorReview } from './use-cases/educator-review-mail';
import { relyingPartyFrom } from './use-cases/relying-party';

export type IdentityServiceOptions = CreateOptions;

/** The channel drizzle/0005's trigger notifies on. */
export const USERS_CHANGED_PG_CHANNEL = 'canopy_identity_users_changed';

export type IdentityService = RunningService<IdentityConfig, IdentitySchema, IdentityServiceDeps>;

/** The identity service: users, credentials, approvals and user administration. Not listening until `start()`. */
export function createIdentityService(opts: IdentityServiceOptions = {}): Promise<IdentityService> {
  return createService(
    {
      name: 'identity',
      config: identityConfigSchema,
      schema: identitySchema,
      migrations: migrationsFolder('@canopy/identity-service'),
      deps: (ctx) => createIdentityDeps(ctx),
      events: (deps) =>
        ({
          'admin.action_recorded': (event, tx) => recordForeignAction(bindStores(tx as IdentityDb), event),
          'educator.reviewed': (event, tx) => mailEducatorReview(deps, bindStores(tx as IdentityDb), event),
        }) satisfies { [T in IdentityHandledEvent]: EventHandler<T, IdentitySchema> },
      routes(router, deps, ctx) {
        internalRoutes(router, deps, { enableTestLogin: ctx.config.ENABLE_TEST_LOGIN });
        passkeyRoutes(router, deps, relyingPartyFrom(ctx.config));
        userAdminRoutes(router, deps);
        adminRoutes(router, deps);
        recoveryRoutes(router, deps, ctx.limits, {
          forgotPerIp: ctx.config.RATE_LIMIT_FORGOT_PASSWORD_PER_IP,
          resetPerIp: ctx.config.RATE_LIMIT_RESET_PASSWORD_PER_IP,
        });
        newsletterRoutes(router, deps);
      },
      async onReady(deps, ctx) {
        if (ctx.config.DEMO) {
          const seeded = await seedDemoAccounts(deps);
          ctx.logger.info(
            { created: seeded.filter((a) => a.created).map((a) => a.username) },
            'demo accounts ready',
          );
        } else if (ctx.config.ENABLE_TEST_LOGIN) {
          // Test login needs its educator even outside full demo mode.
          await seedDemoAccounts(
            deps,
            demoAccounts.filter((a) => a.username === TEST_LOGIN_USERNAME),
          );
        }
        if (ctx.config.ENABLE_TEST_LOGIN) {
          ctx.logger.warn(
            'ENABLE_TEST_LOGIN is on: anyone reaching the gateway can sign in as the demo educator',
          );
        }
      },
      // Queued mail is sent by this instance's worker once it listens (never inside a request); on stop it lets a
      // mail being sent finish (SHUTDOWN_GRACE_MS) and hands the rest back to the queue.
      // With Redis, it also relays every account change to the gateways (drizzle/0005: a trigger tells it at commit).
      onListening(_server, deps, ctx) {
        deps.jobs.start();
        const { REDIS_URL, DATABASE_URL } = ctx.config;
        const notices =
          REDIS_URL && DATABASE_URL
            ? startNoticeRelay({
                databaseUrl: DATABASE_URL,
                pgChannel: USERS_CHANGED_PG_CHANNEL,
                redisUrl: REDIS_URL,
                redisChannel: `${ctx.config.REDIS_KEY_PREFIX}${USERS_CHANGED_CHANNEL}`,
                heartbeatMs: ctx.config.IDENTITY_NOTICE_HEARTBEAT_MS,
                logger: ctx.logger,
              })
            : null;
        return {
          close: async () => {
            await notices?.close();
            await deps.jobs.stop();
          },
        };
      },
    },
    opts,
  );
}
