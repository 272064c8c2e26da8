import type { DomainEventType, PlatformServiceName } from '@canopy/contracts';
import type { CreateOptions } from '@canopy/service-kit';

/** What the launcher needs of a created service (every `createService` result has it). */
export interface LaunchedService {
  /** The event types it really handles; checked against the factory's static `handles`. */
  handles: readonly string[];
  start(port?: number): Promise<{ port: number; url: string }>;
  stop(): Promise<void>;
}

/** A demo account as the banner prints it. */
export interface BannerAccount {
  username: string;
  password: string;
  role: string;
  status: string;
}

/** What a service hands on once created: environment for the services created after it, accounts to print. */
export interface ServiceHandover {
  env?: Record<string, string>;
  accounts?: BannerAccount[];
}

export interface ServiceFactory<S extends LaunchedService = LaunchedService> {
  /** Its entry in `platformServices` (libs/contracts): port, URL and database variables. */
  name: PlatformServiceName;
  /**
   * The event types it receives, exported statically by its package: the launcher declares every consumer on
   * its in-process bus from these before any service exists, so an event emitted while a consumer is not yet
   * running (demo data, created in list order) is kept for it.
   */
  handles: readonly DomainEventType[];
  create(opts: CreateOptions): Promise<S>;
  /** Runs after create, before the next service is created. */
  handover?(service: S, platform: { demo: boolean }): Promise<ServiceHandover>;
}

/** Types one entry of the factory list against its own service, then erases it for the list. */
export function serviceFactory<S extends LaunchedService>(factory: ServiceFactory<S>): ServiceFactory {
  return factory;
}
