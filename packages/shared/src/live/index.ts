// The live document model (issue 26): layout in layout.ts, decisions in docs/decisions.md.
export * from './layout';
export * from './snapshot';
export * from './map';
export * from './script';
export * from './settings';
export * from './observe';
