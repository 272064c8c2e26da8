export * from './errors';
export * from './validate';
export * from './config';
export * from './env';
export * from './database';
export * from './identity-token';
export * from './tokens/signing-keys';
export * from './tokens/token-signer';
export * from './tokens/token-verifier';
export * from './tokens/jwks-route';
export * from './tokens/service-tokens';
export * from './identity-middleware';
export * from './database-errors';
export * from './http-app';
export * from './app-server-classes';
export * from './client-error';
export * from './http-caching';
export * from './kept-json';
export * from './kept-reads';
export * from './lookup-batches';
export * from './prepared-once';
export * from './create-service';
export * from './run-service';
export * from './unhandled-failures';
export * from './skeleton/clock';
export * from './skeleton/migrations-folder';
export * from './skeleton/store-access';
export * from './skeleton/default-port';
export * from './api-routes';
export * from './route-inventory';
export * from './openapi';
export * from './internal-client';
export * from './peer-instances';
export * from './internal-route';
export * from './ttl-cache';
export * from './notices/notice-relay';
export * from './notices/notice-subscription';
export * from './idempotency';
export * from './limits/rate-limiter';
export { createRateLimiters, type RateLimitersOptions } from './limits/rate-limiters';
export * from './events/outbox';
export * from './events/event-inbox';
export * from './events/in-process-bus';
export { listDeadDeliveries, reviveDeadDeliveries, type DeadDelivery } from './events/in-process-delivery';
export { natsNames, type NatsNames } from './events/nats-names';
export type { EventEngineName } from './events/service-events';
export { rowsOf } from './kit-tables';
export {
  createJobQueue,
  enqueueJob,
  DEFAULT_MAX_ATTEMPTS,
  type EnqueueOptions,
  type JobEnqueuer,
  type JobError,
  type JobQueue,
  type JobRecord,
  type JobStatus,
} from './jobs/job-queue';
export * from './jobs/job-worker';
export * from './jobs/job-handler';
export * from './service-api-document';
export * from './i18n/request-language';
export * from './i18n/translations';
