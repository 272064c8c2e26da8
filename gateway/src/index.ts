export { createGateway, type Gateway, type GatewayOptions } from './create-gateway';
export { gatewayConfigSchema, loadGatewayConfig, findRepoRoot, type GatewayConfig } from './config';
export { routeTable, serviceForPath, serviceNames, type ServiceName } from './route-table';
export {
  createRemoteDirectory,
  configuredRemotePaths,
  cacheControlFor,
  remoteNames,
  type RemoteName,
} from './static-frontends';
export { createRemotePathsReader, type RemotePathsReader } from './remote-paths-reader';
