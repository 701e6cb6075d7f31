/**
 * dist/ is one entry and the chunks it imports as a run needs them. A chunk left behind by an
 * older build, or one never committed, would be stale code shipped or a run that breaks half-way:
 * the files must be exactly those the entry can reach.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE } from '../../tools/runner/child.ts';

const DIST = dirname(BUNDLE);
const CHUNK_LOAD = /require__\.e\((?:\/\* import\(\) \*\/ ?)?(\d+)\)/g;

function chunksImportedBy(file: string): string[] {
  return [...readFileSync(join(DIST, file), 'utf8').matchAll(CHUNK_LOAD)].map((match) => `${match[1]}.index.js`);
}

describe('the bundle', () => {
  it('holds exactly the chunks the entry reaches, each of them present', () => {
    const reached = new Set<string>();
    const pending = ['index.js'];
    while (pending.length > 0) {
      for (const chunk of chunksImportedBy(pending.pop()!)) {
        if (reached.has(chunk)) continue;
        reached.add(chunk);
        pending.push(chunk);
      }
    }
    const files = readdirSync(DIST).filter((name) => name.endsWith('.js') && name !== 'index.js');
    expect(reached.size).toBeGreaterThan(0);
    expect([...reached].sort()).toEqual(files.sort());
  });

  it('loads neither zod nor Octokit before the inputs are valid', () => {
    // The entry statically holds itself and the runner boundary (@actions/core, which the inputs are
    // read through); what a failed validation loads is the chunks of its first import.
    const entry = readFileSync(BUNDLE, 'utf8');
    const first = /await (?:Promise\.all\(\/\* import\(\) \*\/\[[^\]]*\]\)|__nccwpck_require__\.e\((?:\/\* import\(\) \*\/ ?)?\d+\))/.exec(
      entry,
    );
    expect(first).not.toBeNull();
    const chunks = [...first![0].matchAll(CHUNK_LOAD)].map((match) => `${match[1]}.index.js`);
    expect(chunks.length).toBeGreaterThan(0);
    const loaded = [entry, ...chunks.map((chunk) => readFileSync(join(DIST, chunk), 'utf8'))].join('\n');
    expect(loaded).not.toMatch(/node_modules\/(zod|@octokit)/);
    expect(entry).toMatch(/node_modules\/@actions\/core/);
    expect(loaded).toContain('Input "');
  });

  it('sends the first platform request without zod: the schemas are a chunk of their own', () => {
    const files = readdirSync(DIST).filter((name) => name.endsWith('.index.js'));
    const holding = (module: string) =>
      files.filter((file) => readFileSync(join(DIST, file), 'utf8').includes(`CONCATENATED MODULE: ./src/platform/${module}`));
    const [transport] = holding('transport.ts');
    const [shapes] = holding('schemas/index.ts');
    expect(transport).toBeDefined();
    expect(shapes).toBeDefined();
    expect(shapes).not.toBe(transport);
    expect(readFileSync(join(DIST, transport!), 'utf8')).not.toMatch(/node_modules\/zod/);
    expect(chunksImportedBy(transport!)).toContain(shapes);
  });
});
