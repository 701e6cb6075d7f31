/**
 * A comment that names a file sends its reader there: every `.ts` file a comment of src/ names
 * must exist. A name is looked for beside the file, under src/, from the repository's root, or
 * as the end of a path in the repository (`rollback/last-good.ts`, `preview-owner.ts`). Run by
 * `npm run layers`; a file renamed or removed fails it until the comments that named it follow.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';

const ROOTS = ['src', 'test', 'tools', 'bench', '.ci'];

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.parentPath.includes('node_modules'))
    .map((entry) => normalize(join(entry.parentPath, entry.name)));
}

const known = ROOTS.flatMap(filesUnder);
const exists = (dir: string, name: string): boolean => {
  const candidates = [join(dir, name), join('src', name), name].map((path) => normalize(path));
  if (candidates.some((path) => known.includes(path))) return true;
  const tail = `/${name.replace(/^(\.\.?\/)+/, '')}`;
  return known.some((path) => `/${path}`.endsWith(tail));
};

/** The comments of a TypeScript file: `//` lines and `/* … *\/` blocks, strings aside well enough for src/. */
function commentsOf(text: string): string[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/[^\n]*/g)].map((match) => match[0]);
}

const NAMED = /(?<![\w@/.-])((?:\.{1,2}\/)*[\w-]+(?:\/[\w.-]+)*\.ts)\b/g;

const missing: string[] = [];
for (const file of filesUnder('src')) {
  const dir = relative('.', join(file, '..'));
  for (const comment of commentsOf(readFileSync(file, 'utf8'))) {
    for (const [, name] of comment.matchAll(NAMED)) {
      if (!exists(dir, name!)) missing.push(`${file}: a comment names ${name}, which is no file of the repository`);
    }
  }
}
for (const line of missing) console.error(line);
if (missing.length > 0) process.exit(1);
console.log(`comment-files: every .ts file the comments of src/ name exists`);
