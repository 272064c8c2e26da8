import { runService } from '@canopy/service-kit';
import { createLiveSessionService } from './service';

// Runs the live-session service alone (e.g. `npm start -w @canopy/live-session-service`, or in its own
// container); the launcher hosts it in-process instead.
await runService(() => createLiveSessionService());
