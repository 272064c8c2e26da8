import { runService } from '@canopy/service-kit';
import { createForumService } from './service';

// Runs the forum service alone (e.g. `npm start -w @canopy/forum-service`, or in its own container); the
// launcher hosts it in-process instead.
await runService(() => createForumService());
