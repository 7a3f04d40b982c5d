// The rehearsal coach (issue 28): fillers by language, the script as sentences, the analysis and its tips.
export * from './fillers';
export * from './script';
export * from './analyse';
export * from './tips';
