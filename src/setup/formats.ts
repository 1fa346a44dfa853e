// The output formats of --format; a module of its own so that the light top of the command tree
// (root.ts) and the settings share it without loading each other.
export const FORMATS = ['table', 'json', 'ndjson', 'csv', 'ics', 'ids', 'count', 'yaml'] as const;
export type Format = (typeof FORMATS)[number];
