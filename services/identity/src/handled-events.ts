import type { DomainEventType } from '@canopy/contracts';

/**
 * The domain events the identity service receives: none yet (it is where accounts change). Exported so the
 * launcher can wire every service's EVENT_SUBSCRIBERS before creating any; it checks this against what the
 * created service really handles.
 */
export const identityHandledEvents = [] as const satisfies readonly DomainEventType[];
