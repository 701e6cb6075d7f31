/**
 * `npm run emulator`: starts the emulator and prints, one per line, what a workflow or a shell
 * needs (`PLATFORM_API_URL=…`, tokens, seeded ids). Request logs, the ready line and any refusal
 * go to stderr so stdout stays parseable. Stops cleanly on SIGINT and SIGTERM.
 */
import { parseArgs } from 'node:util';
import { parseFaults } from './faults.ts';
import { startEmulator, type EmulatorOptions } from './index.ts';
import { LACKED_ANSWERS, LACKED_OPERATIONS, type LackedAnswer } from './lacks.ts';

const USAGE = `usage: npm run emulator -- [--port N] [--rate-limit N/SECONDS] [--speed F] [--stale-ms MS]
  [--busy queue|409] [--faults SPEC] [--error-shape spec|upstream] [--unknown-request 404|empty]
  [--empty-triggers] [--lacks LIST] [--lacks-answer 404|405|501] [--seed N] [--pull-request-refs build|fail]
  [--seed-job before|after] [--second-cluster] [--quiet] [--help]`;

export const HELP = `${USAGE}

A stateful Platform API on loopback, for trying the action and for its tests. Prints
PLATFORM_API_URL=…, the tokens and the seeded ids on stdout, one per line; logs on stderr.

  --port N                 listen on N (0, the default, picks a free port)
  --rate-limit N/SECONDS   requests per token per window (default 1000/3600)
  --speed F                multiplies every deployment duration, the faults' latency and a
                           trickling answer's pace (0.1 is ten times faster)
  --stale-ms MS            how long the environment status shows the previous state after a
                           trigger (default 3000)
  --busy queue|409         a trigger during a deployment is queued behind it (default), or
                           answered 409 as older servers do
  --faults SPEC            e.g. 5xx=0.2,reset=0.05,latency=300,unknown-state=0.1,429-burst=5;
                           also trickle=N, request-status-5xx=S, 401=S (docs/emulator.md)
  --error-shape spec|upstream   error bodies {status, error, message} or {status, detail}
  --unknown-request 404|empty   an unknown deploymentRequestId: 404 (default) or 200 with {}
  --empty-triggers         every trigger answers its 2xx with no body, as some servers do
  --lacks LIST             an older server, without any of (comma-separated):
                           ${LACKED_OPERATIONS.join(', ')}
  --lacks-answer 404|405|501    how a lacked operation answers (default 404)
  --seed N                 the seed of the faults' randomness
  --pull-request-refs build|fail   whether a git build can fetch a commit found only at a pull
                           request's refs/pull/N/head (a fork's); default build
  --seed-job before|after  a lifecycle job seed-data in the blueprint, in a stage data before
                           (or after) the others; its id is printed as SEED_JOB_ID
  --second-cluster         seed a second cluster, acme-us-east, with staging-us, an environment
                           in it (SECOND_CLUSTER_ID, SECOND_CLUSTER_ENVIRONMENT_ID)
  --quiet                  no request log
  --help, -h               this text

At run time: POST /_emulator/faults with a SPEC or {"5xx": 0.2}; GET /_emulator/requests.`;

/** A refused flag: one line naming it, exit 2. */
export class UsageError extends Error {}

const OPTIONS = {
  port: { type: 'string' },
  'rate-limit': { type: 'string' },
  speed: { type: 'string' },
  'stale-ms': { type: 'string' },
  busy: { type: 'string' },
  faults: { type: 'string' },
  'error-shape': { type: 'string' },
  'unknown-request': { type: 'string' },
  lacks: { type: 'string' },
  'lacks-answer': { type: 'string' },
  'empty-triggers': { type: 'boolean' },
  seed: { type: 'string' },
  'pull-request-refs': { type: 'string' },
  'seed-job': { type: 'string' },
  'second-cluster': { type: 'boolean' },
  quiet: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Every flag, as `--help` must list it. */
export const FLAGS = Object.keys(OPTIONS);

export function optionsFromArgs(args: readonly string[]): EmulatorOptions & { quiet: boolean; help: boolean } {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], strict: true, options: OPTIONS });
  } catch (error) {
    // node:util's own words, without its advice on positional arguments.
    throw new UsageError(error instanceof Error ? (error.message.split('. ')[0] ?? error.message) : String(error));
  }
  const { values } = parsed;
  const options: EmulatorOptions & { quiet: boolean; help: boolean } = { quiet: values.quiet ?? false, help: values.help ?? false };
  if (values.port !== undefined) {
    options.port = integer('--port', values.port, 0);
    if (options.port > 65535) throw new UsageError('--port must be a port number, 0 to 65535');
  }
  if (values['rate-limit'] !== undefined) {
    const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(values['rate-limit']);
    if (!match || Number(match[1]) < 1 || Number(match[2]) <= 0)
      throw new UsageError('--rate-limit must look like 1000/3600 (requests/seconds)');
    options.rateLimit = { limit: Number(match[1]), windowSeconds: Number(match[2]) };
  }
  if (values.speed !== undefined) {
    const speed = Number(values.speed);
    if (!(speed > 0)) throw new UsageError('--speed must be a positive number');
    options.speed = speed;
  }
  if (values['stale-ms'] !== undefined) options.staleMs = integer('--stale-ms', values['stale-ms'], 0);
  if (values.busy !== undefined) options.busy = oneOf('--busy', values.busy, ['409', 'queue'] as const);
  if (values['error-shape'] !== undefined)
    options.errorShape = oneOf('--error-shape', values['error-shape'], ['spec', 'upstream'] as const);
  if (values['unknown-request'] !== undefined) {
    options.unknownRequest = oneOf('--unknown-request', values['unknown-request'], ['404', 'empty'] as const);
  }
  if (values.lacks !== undefined) {
    options.lacks = values.lacks.split(',').map((each) => oneOf('--lacks', each.trim(), LACKED_OPERATIONS));
  }
  if (values['lacks-answer'] !== undefined) {
    const answers = LACKED_ANSWERS.map(String);
    options.lacksAnswer = Number(oneOf('--lacks-answer', values['lacks-answer'], answers)) as LackedAnswer;
  }
  if (values['empty-triggers']) options.emptyTriggers = true;
  if (values['second-cluster']) options.secondCluster = true;
  if (values.faults !== undefined) {
    try {
      parseFaults(values.faults);
    } catch (error) {
      throw new UsageError(`--faults: ${error instanceof Error ? error.message : String(error)}`);
    }
    options.faults = values.faults;
  }
  if (values.seed !== undefined) options.seed = integer('--seed', values.seed, 0);
  if (values['pull-request-refs'] !== undefined)
    options.pullRequestRefs = oneOf('--pull-request-refs', values['pull-request-refs'], ['build', 'fail'] as const);
  if (values['seed-job'] !== undefined)
    options.seedJob = { placement: oneOf('--seed-job', values['seed-job'], ['before', 'after'] as const) };
  return options;
}

function integer(flag: string, raw: string, minimum: number): number {
  if (!/^\d+$/.test(raw) || Number(raw) < minimum) throw new UsageError(`${flag} must be an integer of at least ${minimum}`);
  return Number(raw);
}

function oneOf<T extends string>(flag: string, raw: string, allowed: readonly T[]): T {
  const found = allowed.find((value) => value === raw);
  if (!found) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}`);
  return found;
}

async function main(): Promise<void> {
  let options: ReturnType<typeof optionsFromArgs>;
  try {
    options = optionsFromArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`emulator: ${error.message} (npm run emulator -- --help lists every flag)\n`);
    process.exitCode = 2;
    return;
  }
  const { quiet, help, ...emulatorOptions } = options;
  if (help) {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  try {
    emulator = await startEmulator({
      ...emulatorOptions,
      log: quiet ? () => {} : (line) => process.stderr.write(`${line}\n`),
    });
  } catch (error) {
    // A port taken or refused: the system's one line, not a stack.
    process.stderr.write(`emulator: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
    return;
  }
  const lines = {
    PLATFORM_API_URL: emulator.url,
    PLATFORM_API_TOKEN: emulator.tokens.admin,
    PLATFORM_API_TOKEN_READ: emulator.tokens.read,
    PLATFORM_API_TOKEN_DEPLOY: emulator.tokens.deploy,
    PLATFORM_API_TOKEN_WRITE: emulator.tokens.write,
    PLATFORM_API_JWT: emulator.tokens.jwt,
    ORGANIZATION_ID: emulator.seed.organizationId,
    PROJECT_ID: emulator.seed.projectId,
    CLUSTER_ID: emulator.seed.clusterId,
    BLUEPRINT_ENVIRONMENT_ID: emulator.seed.blueprintEnvironmentId,
    PRODUCTION_ENVIRONMENT_ID: emulator.seed.productionEnvironmentId,
    JOB_ID: emulator.seed.jobIds[0] ?? '',
    WORKER_JOB_ID: emulator.seed.jobIds[1] ?? '',
    APPLICATION_ID: emulator.seed.applicationIds[0] ?? '',
    CONTAINER_ID: emulator.seed.containerIds[0] ?? '',
    ...(emulator.seed.seedJobId ? { SEED_JOB_ID: emulator.seed.seedJobId } : {}),
    ...(emulator.seed.secondClusterId
      ? { SECOND_CLUSTER_ID: emulator.seed.secondClusterId, SECOND_CLUSTER_ENVIRONMENT_ID: emulator.seed.secondClusterEnvironmentId ?? '' }
      : {}),
  };
  process.stdout.write(
    Object.entries(lines)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
  );

  process.stderr.write(
    `emulator: listening on ${emulator.url}, Ctrl-C to stop. Try:\n  curl -H 'Authorization: Token ${emulator.tokens.read}' ${emulator.url}/organization\n`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`emulator: ${signal}, stopping\n`);
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (import.meta.main) await main();
