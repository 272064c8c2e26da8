import { runService } from '@canopy/service-kit';
import { createCourseService } from './service';

// Runs the course service alone (e.g. `npm start -w @canopy/course-service`, or in its own container); the
// launcher hosts it in-process instead.
await runService(() => createCourseService());
