import { runService } from '@canopy/service-kit';
import { createContentService } from './service';

// Runs the content service alone (e.g. `npm start -w @canopy/content-service`, or in its own container); the
// launcher hosts it in-process instead.
await runService(() => createContentService());
