/**
 * One way down: each layer of src/ may import only the layers listed after it (and itself).
 * The run's entry files glue the runner boundary (action/) to the operations and the report; the
 * operations drive the platform, GitHub and the waiter; the leaves (basics/) import nothing of
 * ours. An import that goes up fails `npm run layers`, which .ci/run runs beside the cycle check.
 */
const LAYERS = [
  ['entry', '^src/[^/]+[.]ts$'],
  ['action', '^src/action/'],
  ['report', '^src/report/'],
  ['operations', '^src/operations/[^/]+[.]ts$'],
  ['preview', '^src/operations/preview/'],
  ['promote', '^src/operations/promote/'],
  ['rollback', '^src/operations/rollback/'],
  ['rollout', '^src/operations/rollout/'],
  ['environment', '^src/operations/environment/'],
  ['github', '^src/github/'],
  ['run', '^src/run/'],
  ['wait', '^src/wait/'],
  ['platform', '^src/platform/[^/]+[.]ts$'],
  ['schemas', '^src/platform/schemas/'],
  ['config', '^src/config/'],
  ['basics', '^src/basics/'],
];

const upward = LAYERS.slice(1).map(([name, path], index) => ({
  name: `${name}-imports-up`,
  comment: `${name} may import only ${
    LAYERS.slice(index + 2)
      .map(([below]) => below)
      .join(', ') || 'nothing of ours'
  } (one way down)`,
  severity: 'error',
  from: { path },
  to: {
    path: LAYERS.slice(0, index + 1)
      .map(([, above]) => `(${above})`)
      .join('|'),
  },
}));

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'toolkit-outside-the-runner-boundary',
      comment: 'Only the runner boundary (src/action/) talks to the runner through @actions/core',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/action/' },
      to: { path: '@actions/core' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|test|tools|bench)/' },
  },
};
