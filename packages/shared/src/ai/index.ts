// AI assistance shared by server and web app: the mindMapContent format, ideas parsing, the script stream format.
export * from './map-content';
export * from './ideas';
export * from './messages';
export * from './plan-context';
export * from './script-stream';
