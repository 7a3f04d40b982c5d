// Map model: plain TypeScript rules for nodes, order, deletion, titles and teleprompter text.
export * from './constants';
export * from './nodes';
export * from './order';
export * from './title';
export * from './teleprompter-text';
export * from './script-sections';
export * from './map-state';
export * from './map-size';
export * from './map-text';
export * from './script-cues';
export * from './script-edit';
export * from './keep-edited';
export * from './fit-to-time';
export * from './layout';
export * from './outline';
export * from './new-node';
export * from './preview-text';
