import { runService } from '@canopy/service-kit';
import { createLiveSessionService } from './service';

// Runs the live-session service alone (e.g. `npm start -w @canopy/live-session-service`, or in its own container).
await runService(createLiveSessionService as Parameters<typeof runService>[0]);
