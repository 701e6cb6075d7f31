/**
 * One name, one thing: no two files of src/ share a basename (index.ts aside), so a name found in
 * a stack trace, a log line or a review points at one file. Run by `npm run layers`.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

const where = new Map<string, string[]>();
for (const entry of readdirSync('src', { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name === 'index.ts') continue;
  const path = join(entry.parentPath, entry.name);
  where.set(basename(path), [...(where.get(basename(path)) ?? []), path]);
}
const twice = [...where].filter(([, paths]) => paths.length > 1);
for (const [name, paths] of twice) console.error(`${name} names ${paths.length} files: ${paths.join(', ')}; rename one after what it does`);
if (twice.length > 0) process.exit(1);
console.log(`basenames: ${where.size} files of src/, each name used once`);
