import { RealtimeClient } from './RealtimeClient';
import { realtimeUrl } from './realtimeUrl';

// Kept on globalThis as well as in this module: even if two copies of this package were ever loaded (a remote
// built without the shared singleton), the tab still opens one connection.
const KEY = Symbol.for('canopy.realtime.client');
type Holder = { [KEY]?: RealtimeClient };

/** The tab's one realtime client (created on first use; it connects only once `start()` is called). */
export function getRealtimeClient(): RealtimeClient {
  const holder = globalThis as Holder;
  holder[KEY] ??= new RealtimeClient({ url: () => realtimeUrl() });
  return holder[KEY];
}
