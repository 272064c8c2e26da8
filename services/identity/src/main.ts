import { runService } from '@canopy/service-kit';
import { createIdentityService } from './service';

// Runs the identity service on its own (port 4001 unless PORT is set); the launcher hosts it in-process instead.
void runService(() => createIdentityService());
