// `npm run lint` runs dependency-cruiser with this: no import cycle anywhere in the repository.
// Type-only imports are left out: they vanish at compile time, and TanStack Router's typed links
// make every route refer back to the route tree by type.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A module that depends on itself through others: split out what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: false,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|cdk\\.out|test-results|playwright-report)/' },
  },
};
