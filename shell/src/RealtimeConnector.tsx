import { RealtimeConnection } from '@canopy/realtime';

/** Loaded lazily by RealtimeLink: the realtime client's code stays out of the first page's bundle. */
export default function RealtimeConnector() {
  return <RealtimeConnection />;
}
