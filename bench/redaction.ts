/**
 * Figure 9: the one redaction with a run's worst masks: 300 secrets and a 10,000-line value,
 * every line in every form the runner masks, hiding what a 1 MB build log prints. Measured in-process: building the search once, and one pass over the log; beside it
 * the mask-after-mask replacement it took the place of, on one log line.
 */
import { randomBytes } from 'node:crypto';
import { hiderOf, masksOf } from '../src/basics/redaction.ts';
import { markdownTable, median, type Figure } from './figure.ts';

const LOG_BYTES = 1024 * 1024;
const TARGET_MS = 1_000;

/** The values: `secrets` short ones and one of `lines` lines of `width` base64 characters. */
function values(secrets: number, lines: number, width: number): string[] {
  const short = Array.from({ length: secrets }, (_, index) => `secret-${index}-${randomBytes(12).toString('hex')}`);
  const key = Array.from({ length: lines }, () =>
    randomBytes(Math.ceil((width * 3) / 4))
      .toString('base64')
      .slice(0, width),
  ).join('\n');
  return [...short, key];
}

/** A build log of about `bytes`, a few of its lines printing a secret, one in base64. */
function buildLog(bytes: number, secrets: readonly string[]): string {
  const lines: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index++) {
    const secret = secrets[index % secrets.length]!.split('\n')[0]!;
    const line =
      index % 50 === 0
        ? `step ${index}: connecting with ${secret}`
        : index % 77 === 0
          ? `step ${index}: auth ${Buffer.from(secret).toString('base64')}`
          : `step ${index}: compiling module ${index} of the build (${randomBytes(8).toString('hex')})`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

/** The replacement the search replaced: each mask split out of the text in turn, the longest first. */
function maskAfterMask(masks: readonly string[]): (text: string) => string {
  const sorted = [...masks].sort((a, b) => b.length - a.length);
  return (text) => sorted.reduce((result, mask) => (result.includes(mask) ? result.split(mask).join('***') : result), text);
}

function timed<T>(work: () => T): { value: T; ms: number } {
  const started = process.hrtime.bigint();
  const value = work();
  return { value, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

interface Measured {
  width: number;
  masks: number;
  characters: number;
  build: number;
  pass: number;
  before: number;
  line: number;
  leaked: boolean;
}

/** One value shape: the search built and run `runs` times over a 1 MB log, the old replacement once over one line. */
function measure(width: number, runs: number): Measured {
  const secrets = values(300, 10_000, width);
  const masks = masksOf(secrets);
  const log = buildLog(LOG_BYTES, secrets);
  const builds: number[] = [];
  const passes: number[] = [];
  let hidden = '';
  for (let run = 0; run < runs; run++) {
    // A new mask each run, so the search is built again rather than taken from the cache.
    const hide = timed(() => hiderOf([...masks, `fresh-${run}-${randomBytes(6).toString('hex')}`]));
    builds.push(hide.ms);
    const pass = timed(() => hide.value(log));
    passes.push(pass.ms);
    hidden = pass.value;
  }
  const line = log.split('\n')[1]!;
  return {
    width,
    masks: masks.length,
    characters: masks.reduce((sum, mask) => sum + mask.length, 0),
    build: median(builds),
    pass: median(passes),
    before: timed(() => maskAfterMask(masks)(line)).ms,
    line: line.length,
    leaked: secrets.slice(0, 300).some((secret) => hidden.includes(secret)),
  };
}

export function redactionFigure({ runs }: { runs: number }): Figure {
  const rows = [measure(9, runs), measure(64, runs)];
  const met = rows.every((row) => row.build + row.pass < TARGET_MS && !row.leaked);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const worst = rows.reduce((a, b) => (a.build + a.pass > b.build + b.pass ? a : b));
  return {
    title: '9. Redaction with tens of thousands of masks',
    headline: `${rows.map((row) => `${row.masks} masks: built in ${ms(row.build)}, a 1 MB log hidden in ${ms(row.pass)}`).join('; ')} (target < 1 s: ${met ? 'met' : 'missed'}); mask after mask took ${ms(worst.before)} for one ${worst.line}-character line`,
    method: `300 secrets and one value of 10,000 lines (of 9, as the end-to-end test, or 64 base64 characters, as a key), every line in every form (basics/redaction.ts \`masksOf\`), hiding a 1 MB build log that prints a secret on every 50th line; median of ${runs} runs, in-process. The replacement it took the place of (each mask in turn, the longest first) timed on one log line.`,
    table: markdownTable(
      [
        'value lines',
        'masks',
        'mask characters',
        'build (median)',
        '1 MB log (median)',
        'mask after mask, one line',
        'a secret left in the log',
      ],
      rows.map((row) => [
        `10,000 × ${row.width} characters`,
        String(row.masks),
        String(row.characters),
        ms(row.build),
        ms(row.pass),
        ms(row.before),
        row.leaked ? 'yes' : 'none',
      ]),
    ),
    notes: [`build and one pass over 1 MB under ${TARGET_MS} ms, every shape: ${met ? 'met' : '**missed**'}`],
    targets: [{ target: 'tens of thousands of masks and a 1 MB log redacted in under a second', met }],
  };
}
