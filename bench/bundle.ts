/** Figure 5: the size of the bundle a runner downloads and loads, raw and gzipped. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE } from '../tools/runner/child.ts';
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
  const directory = dirname(BUNDLE);
  const chunks = readdirSync(directory)
    .filter((name) => name.endsWith('.js') && name !== 'index.js')
    .sort();
  const sized = (name: string) => {
    const contents = readFileSync(join(directory, name));
    return { bytes: contents.length, gzipped: gzipSync(contents, { level: 9 }).length };
  };
  const entry = sized('index.js');
  const parts = chunks.map(sized);
  const total = [entry, ...parts].reduce((sum, part) => ({ bytes: sum.bytes + part.bytes, gzipped: sum.gzipped + part.gzipped }), {
    bytes: 0,
    gzipped: 0,
  });
  const chunkTotal = { bytes: total.bytes - entry.bytes, gzipped: total.gzipped - entry.gzipped };
  const builtAt = statSync(BUNDLE).mtimeMs;
  const stale = newestSource(SOURCES) > builtAt;
  const row = (name: string, size: { bytes: number; gzipped: number }) => [
    name,
    String(size.bytes),
    kilobytes(size.bytes),
    `${kilobytes(size.gzipped)} (${size.gzipped} bytes)`,
  ];
  return {
    title: '7. Bundle size',
    headline: `${kilobytes(total.bytes)} in all, ${kilobytes(total.gzipped)} gzipped; the entry ${kilobytes(entry.bytes)}`,
    method:
      `\`dist/\` as it is on disk (built ${new Date(builtAt).toISOString()}), raw and gzipped at level 9 file by file: the entry the runner ` +
      'starts and the chunks it imports as a run needs them.',
    table: markdownTable(
      ['file', 'bytes', 'size', 'gzipped'],
      [row('dist/index.js', entry), row(`${chunks.length} chunks (dist/*.index.js)`, chunkTotal), row('all', total)],
    ),
    notes: stale
      ? ['Some file in src/ is newer than the bundle: `npm run bundle` may change this figure.']
      : ['The bundle is newer than every file in src/.'],
  };
}
