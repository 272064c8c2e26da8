export { createGateway, type Gateway, type GatewayOptions } from './create-gateway';
export { gatewayConfigSchema, loadGatewayConfig, findRepoRoot, type GatewayConfig } from './config';
export { routeTable, serviceForPath, serviceNames, type ServiceName } from './route-table';
export {
  createRemoteDirectory,
  configuredRemotePaths,
  remoteNames,
  type RemoteName,
} from './remote-directory';
export { cacheControlFor } from './cache-policy';
export { createRemotePathsReader, type RemotePathsReader } from './remote-paths-reader';
