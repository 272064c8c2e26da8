export * from './embedded-postgres-server';
export { bundledMajorVersion } from './major-version';
export { freePort } from './ports';
export { alive as processRuns } from './orphaned-server';
