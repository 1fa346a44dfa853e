// The formats `import` reads; apart from source.ts so that building the commands does not load it.
export const INPUT_FORMATS = ['json', 'ndjson', 'csv', 'ics'] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];
