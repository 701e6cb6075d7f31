/**
 * `npm run bench`: the figures against the emulator, side by side, printed and written to
 * bench/RESULTS.md with the date and the machine. Flags: see USAGE.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, platform, release } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { baselineFigure } from './baseline.ts';
import { budgetFigure } from './budget.ts';
import { bundleFigure } from './bundle.ts';
import { coldStartFigure } from './cold-start.ts';
import { detectionFigure } from './detection.ts';
import { figureMarkdown, type Figure } from './figure.ts';
import { incrementalFigure } from './incremental.ts';
import { outageFigure } from './outage.ts';
import { redactionFigure } from './redaction.ts';
import { resultsDocument, updatedResults } from './results-file.ts';
import { rollbackFigure } from './rollback.ts';
import { seedFigure } from './seed.ts';
import { promoteFigure } from './promote.ts';
import { requestsFigure } from './requests.ts';
import { roundTripsFigure } from './round-trips.ts';
import { sharedTokenFigure } from './shared-token.ts';
import { soakFigure, type SoakOptions } from './soak.ts';
import { triggerFigure } from './trigger.ts';

const RESULTS = resolve(import.meta.dirname, 'RESULTS.md');

const USAGE = `usage: npm run bench -- [--quick] [--only=a,b] [--no-write] [--help]
  --quick          fewer runs and a shorter rate-limit scenario, for a look rather than a record
  --only=a,b       run some figures: detection, round-trips, shared-token, trigger, cold-start, budget, bundle,
                   incremental, redaction, rollback, requests, promote, baseline, soak, seed, outage (or name them: npm run bench -- incremental); RESULTS.md keeps the others
  --no-write       print only; leave bench/RESULTS.md as it is
  --help           print this and exit`;

/** The flags, or the usage and exit code 2 for one it does not know: nothing runs, RESULTS.md is left alone. */
function readFlags(): { quick: boolean; write: boolean; only: string[] | undefined } {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      allowPositionals: true,
      options: {
        quick: { type: 'boolean' },
        only: { type: 'string' },
        'no-write': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const listed = [...(values.only?.split(',') ?? []), ...positionals];
    return { quick: values.quick ?? false, write: !values['no-write'], only: listed.length > 0 ? listed : undefined };
  } catch (error) {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

const { quick, write, only } = readFlags();

/** About 50 runs over 10 pull requests, both sides faulty, at the platform's rate limit. */
const SOAK: SoakOptions = {
  pullRequests: 10,
  pushes: 4,
  closed: 8,
  merged: 4,
  scale: 0.02,
  seed: 29,
  githubFaults: 0.1,
  othersOnToken: 150,
  platform: { serverError: 0.03, reset: 0.02, latencyMs: 2_000, rateLimitBurst: 3 },
};

const FIGURES: Record<string, () => Promise<Figure>> = {
  detection: () => detectionFigure({ durationsSeconds: [10, 30, 90, 600], runs: quick ? 3 : 5, scale: 0.05 }),
  'round-trips': () =>
    roundTripsFigure({
      latencyMs: 100,
      cases: [
        { secrets: 1, jobs: 1 },
        { secrets: 1, jobs: 3 },
        { secrets: 20, jobs: 3 },
        { secrets: 20, jobs: 3, applications: 3, containers: 3 },
        { secrets: 20, jobs: 3, applications: 3, containers: 3, byNames: true },
      ],
    }),
  'shared-token': () => sharedTokenFigure({ previews: quick ? 4 : 10, rateLimit: { limit: 60, windowSeconds: 60 } }),
  trigger: () => triggerFigure({ runs: quick ? 2 : 5, slowMs: 1_000 }),
  'cold-start': () => coldStartFigure({ runs: quick ? 5 : 15 }),
  budget: () => budgetFigure({ deploymentSeconds: 600, pullRequests: quick ? 8 : 20, pushes: 4 }),
  bundle: () => bundleFigure(),
  incremental: () => incrementalFigure({ pushes: quick ? 1 : 3, speed: 0.02, builders: 1 }),
  redaction: async () => redactionFigure({ runs: quick ? 3 : 7 }),
  rollback: () => rollbackFigure({ runs: quick ? 2 : 5, speed: 0.02 }),
  requests: () => requestsFigure({ speed: 0.05 }),
  promote: () => promoteFigure({ runs: quick ? 2 : 5, speed: 0.02, latencyMs: 100 }),
  baseline: () => baselineFigure({ runs: quick ? 1 : 3, speed: 0.02, builders: 2 }),
  seed: () => seedFigure({ pushes: quick ? 1 : 3, speed: 0.02 }),
  soak: () => soakFigure(quick ? { ...SOAK, pullRequests: 4, closed: 3, merged: 1, othersOnToken: 750 } : SOAK),
  outage: () => outageFigure({ runs: quick ? 1 : 3, scale: 0.1 }),
};

const unknown = only?.filter((name) => !(name in FIGURES)) ?? [];
if (unknown.length > 0) {
  console.error(`bench: unknown figure ${unknown.join(', ')}; known: ${Object.keys(FIGURES).join(', ')}\n${USAGE}`);
  process.exit(2);
}

function machine(): string {
  const cpu = cpus();
  return [
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${platform()} ${release()}`,
    `- Node: ${process.version}`,
    `- Mode: ${quick ? 'quick (fewer runs)' : 'full'}${only ? `, only ${only.join(', ')}` : ''}`,
  ].join('\n');
}

const figures: Figure[] = [];
const started = Date.now();
for (const [name, measure] of Object.entries(FIGURES)) {
  if (only && !only.includes(name)) continue;
  console.error(`bench: ${name}…`);
  const figureStarted = Date.now();
  const figure = await measure();
  console.error(`bench: ${name} took ${((Date.now() - figureStarted) / 1000).toFixed(1)} s`);
  console.log(`${figureMarkdown(figure)}\n`);
  figures.push(figure);
}

const targets = figures.flatMap((figure) => figure.targets ?? []);
const missed = targets.filter((target) => !target.met);
const summary = [
  '## Summary',
  '',
  ...figures.map((figure) => `- **${figure.title}**: ${figure.headline}`),
  '',
  '## Targets',
  '',
  ...targets.map((target) => `- ${target.met ? 'met' : '**missed**'}: ${target.target}`),
  '',
  missed.length === 0 ? `Every target met (${targets.length}).` : `${missed.length} of ${targets.length} targets missed.`,
].join('\n');
console.log(summary);

const header = [
  '# Benchmark results',
  '',
  'Written by `npm run bench` (bench/run.ts); the figures are measured, never asserted by the test suite.',
  '',
  machine(),
  `- Whole run: ${((Date.now() - started) / 1000).toFixed(0)} s`,
];
if (write) {
  const previous = only && existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : undefined;
  const since =
    `- Since then: ${figures.map((figure) => figure.title).join('; ')} measured again alone on ${new Date().toISOString()} ` +
    `(${quick ? 'quick' : 'full'}, ${((Date.now() - started) / 1000).toFixed(0)} s); the other figures are those of the run above`;
  const document = previous === undefined ? resultsDocument(header, figures) : updatedResults(previous, header, since, figures);
  writeFileSync(RESULTS, document);
  console.error(`bench: wrote ${RESULTS}`);
}
