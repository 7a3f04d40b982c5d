// Import and export: the outline model, its bounds and messages, and the writers and readers that
// need no library (Markdown, XML and zip parsing live in the API: apps/api/src/plugins/app/io).
export * from './messages';
export * from './outline';
export * from './html-text';
export * from './writers';
export * from './text-import';
export * from './file-name';
export * from './script';
export * from './script-export';
export * from './schemas';
export * from './deck';
export * from './html-presentation';
