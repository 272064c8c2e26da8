import { runService } from '@canopy/service-kit';
import { createIdentityService } from './service';

// Runs the identity service alone (e.g. `npm start -w @canopy/identity-service`, or in its own container); the
// launcher hosts it in-process instead.
await runService(() => createIdentityService());
