// The layers of src/, top to bottom. A module may import its own layer and the layers below it,
// never one above (type-only imports are left out: they vanish at run time). `npm run lint` runs this.
// ARCHITECTURE.md explains what each layer holds.
const LAYERS = [
  ['main', '^src/main\\.ts$'],
  ['cli', '^src/cli/'],
  ['views', '^src/views/'],
  ['context', '^src/context\\.ts$'],
  ['setup', '^src/setup/'],
  ['api', '^src/api/'],
  ['server', '^src/server/'],
  ['pages', '^src/pages/'],
  ['ical', '^src/ical/'],
  ['recurrence', '^src/recurrence/'],
  ['domain', '^src/domain/'],
  ['store', '^src/store/'],
  ['spec', '^src/spec/'],
];

const upward = LAYERS.slice(1).map(([name, path], i) => ({
  name: `${name}-imports-upward`,
  comment: `${name} may not import a layer above it (${LAYERS.slice(0, i + 1)
    .map(([n]) => n)
    .join(', ')})`,
  severity: 'error',
  from: { path },
  to: { path: LAYERS.slice(0, i + 1).map(([, p]) => p), dependencyTypesNot: ['type-only'] },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'an import cycle: two modules that need each other belong together or need a third below both',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...upward,
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
