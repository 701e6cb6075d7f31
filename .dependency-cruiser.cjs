/**
 * The folders of src/ and, for each, the folders it may import besides itself: a list of allowed
 * edges, not only an order. An import along no edge fails `npm run layers`, which .ci/run runs
 * beside the cycle check. The edges all go one way down (the entry, then the runner boundary, the
 * report, the operations, GitHub and the platform, the leaves); a folder not listed is not reached
 * at all: the operations never reach GitHub but through what they are handed (run/context.ts), the
 * runner boundary never reaches the operations, the report never the platform.
 */
const FOLDERS = {
  entry: '^src/[^/]+[.]ts$',
  action: '^src/action/',
  report: '^src/report/',
  operations: '^src/operations/[^/]+[.]ts$',
  preview: '^src/operations/preview/',
  promote: '^src/operations/promote/',
  rollback: '^src/operations/rollback/',
  rollout: '^src/operations/rollout/',
  environment: '^src/operations/environment/',
  github: '^src/github/',
  run: '^src/run/',
  wait: '^src/wait/',
  platform: '^src/platform/[^/]+[.]ts$',
  schemas: '^src/platform/schemas/',
  config: '^src/config/',
  basics: '^src/basics/',
};

const PLATFORM = ['platform', 'schemas'];
const LEAVES = ['config', 'basics'];

/** Each folder: the folders it may import. */
const EDGES = {
  // index.ts, main.ts, post.ts and the operations' chunk: glue.
  entry: ['action', 'report', 'operations', 'github', 'run', ...PLATFORM, ...LEAVES],
  // The runner boundary: GitHub only through github/index.ts (its own chunk), the report through report/index.ts.
  action: ['report', 'github', 'run', ...LEAVES],
  // Renders the report and writes it through GitHub's writers.
  report: ['github', 'run', ...LEAVES],
  operations: ['preview', 'promote', 'rollback', 'rollout', 'environment', 'run', 'wait', ...PLATFORM, ...LEAVES],
  preview: ['rollout', 'environment', 'run', ...PLATFORM, ...LEAVES],
  promote: ['rollback', 'rollout', 'environment', 'run', ...PLATFORM, ...LEAVES],
  rollback: ['rollout', 'environment', 'run', ...PLATFORM, ...LEAVES],
  rollout: ['environment', 'run', 'wait', ...PLATFORM, ...LEAVES],
  environment: ['run', 'wait', ...PLATFORM, ...LEAVES],
  github: ['run', ...LEAVES],
  run: ['wait', ...PLATFORM, ...LEAVES],
  wait: [...PLATFORM, 'basics'],
  platform: ['schemas', 'basics'],
  schemas: ['basics'],
  config: ['basics'],
  basics: [],
};

const offEdges = Object.entries(EDGES).map(([name, allowed]) => ({
  name: `${name}-off-its-edges`,
  comment: `${name} may import only ${allowed.join(', ') || 'nothing of ours'} (.dependency-cruiser.cjs EDGES)`,
  severity: 'error',
  from: { path: FOLDERS[name] },
  to: { path: '^src/', pathNot: [name, ...allowed].map((folder) => FOLDERS[folder]) },
}));

module.exports = {
  forbidden: [
    ...offEdges,
    {
      name: 'github-through-its-entry',
      comment: 'The runner boundary reaches GitHub through github/index.ts, the chunk loaded at its first GitHub request',
      severity: 'error',
      from: { path: FOLDERS.action },
      to: { path: FOLDERS.github, pathNot: '^src/github/index[.]ts$' },
    },
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
