import { runService } from '@canopy/service-kit';
import { createForumService } from './service';

// Runs the forum service alone (e.g. `npm start -w @canopy/forum-service`, or in its own container).
await runService(createForumService as Parameters<typeof runService>[0]);
