// AI assistance shared by server and web app: the mindMapContent format, the offline writer, ideas parsing.
export * from './map-content';
export * from './offline-writer';
export * from './ideas';
export * from './messages';
export * from './plan-context';
export * from './script-stream';
