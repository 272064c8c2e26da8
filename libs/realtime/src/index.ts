// @canopy/realtime — the /ws client shared by the shell and every remote (one Module Federation singleton).
export { RealtimeClient } from './RealtimeClient';
export type { RealtimeClientOptions, RealtimeStatus, SocketFactory, SocketLike } from './RealtimeClient';
export { getRealtimeClient } from './sharedClient';
export { realtimeUrl } from './realtimeUrl';
export { reconnectDelay, RECONNECT_BASE_MS, RECONNECT_MAX_MS, MAX_RECONNECT_ATTEMPTS } from './reconnect';
export {
  useRealtimeEvent,
  useRealtimeReconnect,
  useRealtimeStatus,
  useRealtimeTopic,
  sendRealtime,
} from './hooks';
export { RealtimeConnection } from './RealtimeConnection';
