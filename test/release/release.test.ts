/**
 * .ci/release.ts, run as the maintainer and the release workflow run it (a child process in a
 * package directory), on throwaway packages in temp directories so the repository is never
 * touched; and the repository's own CHANGELOG.md against its package.json.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  changelogEntries,
  changelogEntry,
  compareVersions,
  majorTag,
  packageVersion,
  parseVersion,
  ReleaseError,
} from '../../.ci/release.ts';

const root = resolve(import.meta.dirname, '../..');
const SCRIPT = resolve(root, '.ci/release.ts');

const CHANGELOG = `# Changelog

## [1.2.0] - Unreleased

### Added

- Something new.

## [1.1.0] - 2026-11-01

### Fixed

- Something old.
`;

interface PackageSetup {
  version?: string;
  lockVersion?: string;
  changelog?: string;
  /** What the package's own bundle script writes to dist/index.js. */
  builds?: string;
  /** Commit everything (with dist/index.js as `committed`) in a fresh git repository. */
  git?: { committed: string; tags?: string[] };
}

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    [
      '-c',
      'user.name=release test',
      '-c',
      'user.email=release@example.test',
      '-c',
      'commit.gpgsign=false',
      '-c',
      'tag.gpgsign=false',
      ...args,
    ],
    {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** A package laid out like this one: package.json, its lock, CHANGELOG.md, a bundle script. */
function makePackage(setup: PackageSetup = {}): string {
  const directory = mkdtempSync(join(tmpdir(), 'release-test-'));
  directories.push(directory);
  const version = setup.version ?? '1.1.0';
  const builds = setup.builds ?? 'built\n';
  const bundle = `node -e "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/index.js',${JSON.stringify(builds).replaceAll('"', "'")})"`;
  writeFileSync(
    join(directory, 'package.json'),
    `${JSON.stringify({ name: 'release-test', version, private: true, scripts: { bundle } }, null, 2)}\n`,
  );
  const lockVersion = setup.lockVersion ?? version;
  const lock = {
    name: 'release-test',
    version: lockVersion,
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name: 'release-test', version: lockVersion }, 'node_modules/left-pad': { version: '1.1.0' } },
  };
  writeFileSync(join(directory, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  writeFileSync(join(directory, 'CHANGELOG.md'), setup.changelog ?? CHANGELOG);
  if (setup.git) {
    mkdirSync(join(directory, 'dist'));
    writeFileSync(join(directory, 'dist/index.js'), setup.git.committed);
    git(directory, 'init', '--quiet');
    git(directory, 'add', '.');
    git(directory, 'commit', '--quiet', '-m', 'package');
    for (const tag of setup.git.tags ?? []) git(directory, 'tag', tag);
  }
  return directory;
}

function release(cwd: string, args: string[], stdin = '') {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { cwd, encoding: 'utf8', input: stdin });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function files(directory: string): Record<string, string> {
  const names = ['package.json', 'package-lock.json', 'CHANGELOG.md', 'dist/index.js'];
  return Object.fromEntries(
    names.filter((name) => existsSync(join(directory, name))).map((name) => [name, readFileSync(join(directory, name), 'utf8')]),
  );
}

/** One line on stderr, nothing on stdout, exit code 1, and no file changed. */
function expectRefusal(directory: string, args: string[], line: RegExp): void {
  const before = files(directory);
  const result = release(directory, args);
  expect(result.code, result.stderr).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr.trimEnd()).toMatch(line);
  expect(files(directory)).toEqual(before);
}

describe('npm run release -- X.Y.Z', () => {
  it.each(['1.2', '1.2.0-rc.1', '01.2.0', 'latest', '1.2.0.1'])('refuses the version "%s"', (version) => {
    expectRefusal(makePackage(), [version], new RegExp(`^Version "${version.replaceAll('.', '\\.')}" is not X\\.Y\\.Z`));
  });

  it('refuses a version with no changelog entry, naming the heading to add', () => {
    expectRefusal(makePackage(), ['1.3.0'], /^CHANGELOG\.md has no entry for 1\.3\.0: add a "## \[1\.3\.0\] - Unreleased" section/);
  });

  it('refuses a version whose entry is not the newest', () => {
    const changelog = CHANGELOG.replace('## [1.2.0] - Unreleased', '## [1.3.0] - Unreleased\n\n- Later.\n\n## [1.2.0] - Unreleased');
    expectRefusal(makePackage({ changelog }), ['1.2.0'], /^CHANGELOG\.md's newest entry is 1\.3\.0, not 1\.2\.0/);
  });

  it('refuses an empty entry', () => {
    const changelog = CHANGELOG.replace('### Added\n\n- Something new.\n', '');
    expectRefusal(makePackage({ changelog }), ['1.2.0'], /^CHANGELOG\.md's 1\.2\.0 entry is empty/);
  });

  it("refuses to go below package.json's version", () => {
    expectRefusal(makePackage({ version: '1.3.0' }), ['1.2.0'], /^Version 1\.2\.0 is below package\.json's 1\.3\.0/);
  });

  it('refuses a version already tagged', () => {
    const directory = makePackage({ git: { committed: 'built\n', tags: ['v1.2.0'] } });
    expectRefusal(directory, ['1.2.0'], /^Tag v1\.2\.0 already exists/);
  });

  it('bumps both files, dates the entry, rebuilds dist/ and prints the two git commands', () => {
    const directory = makePackage({ builds: 'rebuilt\n' });
    const result = release(directory, ['v1.2.0']);
    expect(result.code, result.stderr).toBe(0);

    expect(JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')).version).toBe('1.2.0');
    const lock = JSON.parse(readFileSync(join(directory, 'package-lock.json'), 'utf8'));
    expect([lock.version, lock.packages[''].version, lock.packages['node_modules/left-pad'].version]).toEqual(['1.2.0', '1.2.0', '1.1.0']);
    const today = new Date().toISOString().slice(0, 10);
    expect(readFileSync(join(directory, 'CHANGELOG.md'), 'utf8')).toBe(
      CHANGELOG.replace('## [1.2.0] - Unreleased', `## [1.2.0] - ${today}`),
    );
    expect(readFileSync(join(directory, 'dist/index.js'), 'utf8')).toBe('rebuilt\n');

    const commands = result.stdout
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
    expect(commands).toEqual([
      'git add package.json package-lock.json CHANGELOG.md dist && git commit -m "Release 1.2.0" && git tag -a v1.2.0 -m "Release 1.2.0"',
      'git push --atomic origin HEAD v1.2.0',
    ]);
    expect(result.stderr).toBe('');
  });

  it("a failing build is one line after the build's own output", () => {
    const directory = makePackage();
    const pkg = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
    pkg.scripts.bundle = 'node -e "console.error(\'src/index.ts: TS2304\'); process.exit(2)"';
    writeFileSync(join(directory, 'package.json'), JSON.stringify(pkg));
    const result = release(directory, ['1.2.0']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('src/index.ts: TS2304');
    expect(result.stderr.trimEnd().split('\n').at(-1)).toMatch(/^npm run bundle failed \(its output is above\)/);
  });
});

describe('node .ci/release.ts check (the release workflow)', () => {
  const dated = CHANGELOG.replace('## [1.2.0] - Unreleased', '## [1.2.0] - 2026-11-23');

  it("refuses a tag that is not package.json's version", () => {
    expectRefusal(makePackage({ changelog: dated }), ['check', 'v1.2.0'], /^Tag v1\.2\.0 does not match package\.json's version 1\.1\.0/);
  });

  it('refuses a lock that names another version', () => {
    const directory = makePackage({ version: '1.2.0', lockVersion: '1.1.0', changelog: dated });
    expectRefusal(
      directory,
      ['check', 'v1.2.0'],
      /^package-lock\.json's version is 1\.1\.0, not package\.json's 1\.2\.0: run npm install\.$/,
    );
  });

  it('refuses a missing entry and an undated one', () => {
    expectRefusal(makePackage({ version: '1.3.0' }), ['check', 'v1.3.0'], /^CHANGELOG\.md has no entry for 1\.3\.0/);
    expectRefusal(
      makePackage({ version: '1.2.0' }),
      ['check', 'v1.2.0'],
      /^CHANGELOG\.md's 1\.2\.0 entry is not dated: npm run release -- 1\.2\.0 dates it\.$/,
    );
  });

  it('refuses a dist/ the sources do not build, naming the files', () => {
    const directory = makePackage({ version: '1.2.0', changelog: dated, builds: 'new build\n', git: { committed: 'old build\n' } });
    const result = release(directory, ['check', 'v1.2.0']);
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      'dist/ does not match the sources (dist/index.js): run npm run bundle and commit dist/.',
    ]);
  });

  it('refuses a build that leaves a file git does not track', () => {
    const directory = makePackage({ version: '1.2.0', changelog: dated, git: { committed: 'built\n' } });
    const pkg = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
    pkg.scripts.bundle = `node -e "require('fs').writeFileSync('dist/chunk.js','')"`;
    writeFileSync(join(directory, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    git(directory, 'commit', '--quiet', '-am', 'a build that splits');
    const result = release(directory, ['check', '1.2.0']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('dist/ does not match the sources (dist/chunk.js): run npm run bundle and commit dist/.');
  });

  it('passes when the tag, package.json, the dated entry and the rebuilt dist/ agree', () => {
    const directory = makePackage({ version: '1.2.0', changelog: dated, git: { committed: 'built\n' } });
    const result = release(directory, ['check', 'v1.2.0']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe('v1.2.0 is ready: package.json, CHANGELOG.md (2026-11-23) and dist/ agree.');
  });

  it('notes prints the entry without its heading', () => {
    const result = release(makePackage(), ['notes', 'v1.2.0']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('### Added\n\n- Something new.\n');
  });

  it('major reads the tags from stdin and names the major tag only for the newest release', () => {
    const tags = 'aaa\trefs/tags/v1.1.0\nbbb\trefs/tags/v1.1.0^{}\nccc\trefs/tags/v1\n';
    expect(release(makePackage(), ['major', '1.2.0'], tags)).toMatchObject({ code: 0, stdout: 'v1\n' });
    const behind = release(makePackage(), ['major', '1.0.1'], tags);
    expect(behind).toMatchObject({ code: 0, stdout: '' });
    expect(behind.stderr).toMatch(/^The major tag stays where it is/);
  });

  it('an unknown command is one usage line', () => {
    expectRefusal(
      makePackage(),
      ['publish', '1.2.0'],
      /^Usage: npm run release -- X\.Y\.Z \| node \.ci\/release\.ts check\|notes\|major X\.Y\.Z$/,
    );
    expectRefusal(makePackage(), [], /^Usage:/);
  });
});

describe('versions', () => {
  it("parses only X.Y.Z, with or without the tag's v, and orders numerically", () => {
    expect(parseVersion('v1.10.0')).toEqual({ major: 1, minor: 10, patch: 0, text: '1.10.0' });
    expect(() => parseVersion('1.2.0-beta')).toThrow(ReleaseError);
    expect(compareVersions(parseVersion('1.10.0'), parseVersion('1.9.9'))).toBeGreaterThan(0);
    expect(compareVersions(parseVersion('2.0.0'), parseVersion('10.0.0'))).toBeLessThan(0);
  });

  it('the major tag moves to the newest release of its own major only', () => {
    expect(majorTag('1.2.0', ['v1.0.0', 'v1.1.0'])).toBe('v1');
    expect(majorTag('1.2.1', ['v1.3.0', 'v1.2.0'])).toBe('');
    expect(majorTag('1.4.0', ['v2.0.0', 'v1.3.0', 'v1', 'v1.5.0-rc.1'])).toBe('v1');
    expect(majorTag('2.0.0', [])).toBe('v2');
    // A new major gets its own tag; users of the old one stay on it.
    expect(majorTag('2.0.0', ['v1.0.0', 'v1', 'v1.1.0'])).toBe('v2');
    expect(majorTag('1.1.1', ['v2.0.0', 'v2', 'v1.1.0'])).toBe('v1');
  });
});

describe('this repository', () => {
  const changelog = readFileSync(resolve(root, 'CHANGELOG.md'), 'utf8');

  it("CHANGELOG.md's newest entry is package.json's version, which package-lock.json repeats", () => {
    const version = packageVersion(root);
    expect(changelogEntries(changelog)[0]!.version).toBe(version);
    expect(changelogEntry(changelog, parseVersion(version)).body).toContain('### ');
  });

  it('a new major says what breaks first, each with the input that brings the old behaviour back, and how to upgrade', () => {
    const majors = changelogEntries(changelog).filter((entry) => {
      const version = parseVersion(entry.version);
      return version.major > 1 && version.minor === 0 && version.patch === 0;
    });
    expect(majors.map((entry) => entry.version)).toContain('2.0.0');
    for (const entry of majors) {
      const previous = parseVersion(entry.version).major - 1;
      const sections = [...entry.body.matchAll(/^### (.+)$/gm)].map((match) => match[1]);
      expect(sections[0], entry.version).toBe('Breaking');
      const breaking = entry.body.slice(
        entry.body.indexOf('### Breaking'),
        entry.body.indexOf('\n### ', entry.body.indexOf('### Breaking') + 1),
      );
      const items = breaking.split('\n- ').slice(1);
      expect(items.length, entry.version).toBeGreaterThan(0);
      for (const item of items) expect(item, entry.version).toContain(`as ${previous}.x did`);
      expect(breaking, entry.version).toContain(`Upgrading from v${previous}:`);
    }
  });

  it('every entry is X.Y.Z, newer above older, dated or Unreleased, and says something', () => {
    const entries = changelogEntries(changelog);
    expect(entries.map((entry) => entry.version)).toContain('1.0.0');
    for (const [index, entry] of entries.entries()) {
      expect(entry.date, entry.version).toMatch(/^(\d{4}-\d{2}-\d{2}|Unreleased)$/);
      expect(entry.body, entry.version).not.toBe('');
      const older = entries[index + 1];
      if (older) expect(compareVersions(parseVersion(entry.version), parseVersion(older.version)), entry.version).toBeGreaterThan(0);
    }
  });
});
