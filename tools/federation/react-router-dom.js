// `react-router-dom` for Canopy front ends: in v7 it only re-exports react-router, so it re-exports the shared
// (curated) `react-router` module — one implementation, one set of router contexts.
export * from 'react-router';
