import { createQueryClient, joinEarlyReads } from '@canopy/api-client';
import { primeUserQuery, USER_QUERY_KEY } from '@canopy/auth';
import { dropEarlyReadsOnUserChange } from './dropEarlyReadsOnUserChange';
import { takeEarlyRequest } from './earlyRequests';

/**
 * One QueryClient for the whole platform: remotes reach it through the shared React context, and the shell's
 * early work (federation/preloadRemotePage.ts) fills it before the app has rendered.
 */
export const queryClient = createQueryClient();

// A page's first reads, sent by main.js (startPageEarly), are joined by the request layer every front end shares:
// the default query function and a remote's own `apiRequest` GETs alike.
joinEarlyReads(takeEarlyRequest);
dropEarlyReadsOnUserChange(queryClient);

// The current user's query starts with the request main.js sent (startPageEarly) instead of asking again.
const earlyUser = takeEarlyRequest(USER_QUERY_KEY[0]);
if (earlyUser) primeUserQuery(queryClient, earlyUser);
