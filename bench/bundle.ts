/** Figure 5: the size of the bundle a runner downloads and loads, raw and gzipped. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE } from '../test/support/runner.ts';
import { markdownTable, type Figure } from './figure.ts';

const SOURCES = resolve(import.meta.dirname, '../src');

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** The newest modification time among the sources, to tell whether the bundle may be stale. */
function newestSource(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export async function bundleFigure(): Promise<Figure> {
  const contents = readFileSync(BUNDLE);
  const gzipped = gzipSync(contents, { level: 9 }).length;
  const builtAt = statSync(BUNDLE).mtimeMs;
  const stale = newestSource(SOURCES) > builtAt;
  return {
    title: '5. Bundle size',
    headline: `${kilobytes(contents.length)}, ${kilobytes(gzipped)} gzipped`,
    method: `\`dist/index.js\` as it is on disk (built ${new Date(builtAt).toISOString()}), raw and gzipped at level 9.`,
    table: markdownTable(
      ['file', 'bytes', 'size', 'gzipped'],
      [['dist/index.js', String(contents.length), kilobytes(contents.length), `${kilobytes(gzipped)} (${gzipped} bytes)`]],
    ),
    notes: stale ? ['Some file in src/ is newer than the bundle: `npm run bundle` may change this figure.'] : ['The bundle is newer than every file in src/.'],
  };
}
