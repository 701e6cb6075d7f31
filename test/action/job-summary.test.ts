/** The job summary within GitHub's 1 MiB a step: a report that would pass it is a short line instead, never an upload the runner drops whole. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeJobSummary } from '../../src/action/job-summary.ts';

let dir: string;
let file: string;
const before = process.env.GITHUB_STEP_SUMMARY;

// One file for the whole file, as a step has: the toolkit keeps the path it first read.
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-'));
  file = join(dir, 'step_summary');
  process.env.GITHUB_STEP_SUMMARY = file;
});
beforeEach(() => writeFile(file, ''));
afterAll(async () => {
  if (before === undefined) delete process.env.GITHUB_STEP_SUMMARY;
  else process.env.GITHUB_STEP_SUMMARY = before;
  await rm(dir, { recursive: true, force: true });
});

describe('the job summary', () => {
  it('is written whole when it fits', async () => {
    await writeJobSummary('### ✅ Preview ready');
    expect(await readFile(file, 'utf8')).toBe('### ✅ Preview ready\n');
  });

  it('counts bytes, with what the step wrote before: past 1 MiB it is one short line', async () => {
    await writeFile(file, 'x'.repeat(600 * 1024));
    // 200,000 characters of three bytes each: 600,000 bytes, over the 1 MiB left with the 600 KiB before.
    await writeJobSummary('界'.repeat(200_000));
    const written = await readFile(file, 'utf8');
    expect(Buffer.byteLength(written)).toBeLessThanOrEqual(1024 * 1024);
    expect(written.slice(600 * 1024)).toMatch(/^### Report too large for the job summary\n/);
  });
});
