/**
 * `npm run emulator`: starts the emulator and prints, one per line, what a workflow or a shell
 * needs (`PLATFORM_API_URL=…`, tokens, seeded ids). Request logs go to stderr so stdout stays
 * parseable. Stops cleanly on SIGINT and SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startEmulator, type EmulatorOptions } from './index.ts';
import { LACKED_ANSWERS, LACKED_OPERATIONS, type LackedAnswer } from './lacks.ts';

const USAGE = `usage: npm run emulator -- [--port N] [--rate-limit N/SECONDS] [--speed F] [--stale-ms MS]
  [--busy queue|409] [--faults SPEC] [--error-shape spec|upstream] [--unknown-request 404|empty] [--empty-triggers] [--seed N] [--pull-request-refs build|fail] [--quiet]`;

export function optionsFromArgs(args: readonly string[]): EmulatorOptions & { quiet: boolean } {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
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
      quiet: { type: 'boolean' },
    },
  });
  const options: EmulatorOptions & { quiet: boolean } = { quiet: values.quiet ?? false };
  if (values.port !== undefined) options.port = integer('--port', values.port, 0);
  if (values['rate-limit'] !== undefined) {
    const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(values['rate-limit']);
    if (!match || Number(match[1]) < 1 || Number(match[2]) <= 0)
      throw new Error('--rate-limit must look like 1000/3600 (requests/seconds)');
    options.rateLimit = { limit: Number(match[1]), windowSeconds: Number(match[2]) };
  }
  if (values.speed !== undefined) {
    const speed = Number(values.speed);
    if (!(speed > 0)) throw new Error('--speed must be a positive number');
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
  if (values.faults !== undefined) options.faults = values.faults;
  if (values.seed !== undefined) options.seed = integer('--seed', values.seed, 0);
  if (values['pull-request-refs'] !== undefined)
    options.pullRequestRefs = oneOf('--pull-request-refs', values['pull-request-refs'], ['build', 'fail'] as const);
  return options;
}

function integer(flag: string, raw: string, minimum: number): number {
  if (!/^\d+$/.test(raw) || Number(raw) < minimum) throw new Error(`${flag} must be an integer of at least ${minimum}`);
  return Number(raw);
}

function oneOf<T extends string>(flag: string, raw: string, allowed: readonly T[]): T {
  const found = allowed.find((value) => value === raw);
  if (!found) throw new Error(`${flag} must be one of ${allowed.join(', ')}`);
  return found;
}

async function main(): Promise<void> {
  let options: ReturnType<typeof optionsFromArgs>;
  try {
    options = optionsFromArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const { quiet, ...emulatorOptions } = options;
  const emulator = await startEmulator({
    ...emulatorOptions,
    log: quiet ? () => {} : (line) => process.stderr.write(`${line}\n`),
  });
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
  };
  process.stdout.write(
    Object.entries(lines)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
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
