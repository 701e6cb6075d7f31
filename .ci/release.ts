/**
 * Releases, the same rules for the maintainer and for the release workflow:
 *
 *   npm run release -- 1.2.0           bump package.json and package-lock.json, date the changelog
 *                                      entry, rebuild dist/, print the two git commands to publish
 *   node .ci/release.ts check v1.2.0   the tag equals package.json's version, the changelog has a
 *                                      dated entry for it, dist/ is what the sources build
 *   node .ci/release.ts notes 1.2.0    that changelog entry, as the release's notes
 *   node .ci/release.ts major 1.2.0    with the repository's tags on stdin: the major tag to move
 *                                      (v1), or nothing when a newer 1.x release exists
 *
 * It works on the current directory (npm runs scripts from the package root, the workflow from
 * the checkout), never touches the network, and refuses a bad case with one line and exit code 1.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A refusal: its message is the one line printed. */
export class ReleaseError extends Error {}

export interface Version {
  major: number;
  minor: number;
  patch: number;
  /** X.Y.Z, without the tag's `v`. */
  text: string;
}

/** Only plain X.Y.Z: a pre-release would otherwise move the major tag users pin. */
export function parseVersion(text: string): Version {
  const match = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(text);
  if (!match) throw new ReleaseError(`Version "${text}" is not X.Y.Z (for example 1.2.0).`);
  const [major, minor, patch] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  return { major, minor, patch, text: `${major}.${minor}.${patch}` };
}

export function compareVersions(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

export interface ChangelogEntry {
  version: string;
  /** The date after the heading's dash, or "Unreleased". */
  date: string;
  body: string;
}

const ENTRY_HEADING = /^## \[([^\]]+)\](?:[ \t]+-[ \t]+(.+?))?[ \t]*$/gm;

/** The `## [X.Y.Z] - date` sections of a Keep a Changelog file, newest (topmost) first. */
export function changelogEntries(changelog: string): ChangelogEntry[] {
  const headings = [...changelog.matchAll(ENTRY_HEADING)];
  return headings.map((heading, index) => {
    const start = heading.index + heading[0].length;
    const end = headings[index + 1]?.index ?? changelog.length;
    return { version: heading[1]!, date: heading[2] ?? '', body: changelog.slice(start, end).trim() };
  });
}

/** The version's entry, which must be the newest one and say something. */
export function changelogEntry(changelog: string, version: Version): ChangelogEntry {
  const entries = changelogEntries(changelog);
  const entry = entries.find((candidate) => candidate.version === version.text);
  if (!entry) {
    throw new ReleaseError(
      `CHANGELOG.md has no entry for ${version.text}: add a "## [${version.text}] - Unreleased" section on top saying what changed.`,
    );
  }
  if (entries[0] !== entry) {
    throw new ReleaseError(
      `CHANGELOG.md's newest entry is ${entries[0]!.version}, not ${version.text}: put the ${version.text} entry on top.`,
    );
  }
  if (entry.body === '') throw new ReleaseError(`CHANGELOG.md's ${version.text} entry is empty: say what changed.`);
  return entry;
}

function isUnreleased(entry: ChangelogEntry): boolean {
  return entry.date === '' || /^unreleased$/i.test(entry.date);
}

/** The changelog with the version's heading dated, when it still says Unreleased. */
export function dateEntry(changelog: string, version: Version, date: string): string {
  return changelog.replace(ENTRY_HEADING, (heading, entryVersion: string, entryDate: string | undefined) =>
    entryVersion === version.text && isUnreleased({ version: entryVersion, date: entryDate ?? '', body: '' })
      ? `## [${entryVersion}] - ${date}`
      : heading,
  );
}

interface PackageFile {
  version?: string;
  /** package-lock.json's root package is `packages[""]`. */
  packages?: Record<string, { version?: string }>;
}

function readPackageFile(root: string, file: string): PackageFile {
  return JSON.parse(readFileSync(join(root, file), 'utf8')) as PackageFile;
}

/** Written back as npm writes them, so the diff is the version and nothing else. */
function writePackageFile(root: string, file: string, value: PackageFile): void {
  writeFileSync(join(root, file), `${JSON.stringify(value, null, 2)}\n`);
}

/** package.json's version, which package-lock.json must repeat. */
export function packageVersion(root: string): string {
  const version = String(readPackageFile(root, 'package.json').version);
  const lock = readPackageFile(root, 'package-lock.json');
  const lockVersions: [string, string | undefined][] = [
    ['version', lock.version],
    ['packages[""].version', lock.packages?.['']?.version],
  ];
  for (const [where, lockVersion] of lockVersions) {
    if (lockVersion !== version) {
      throw new ReleaseError(`package-lock.json's ${where} is ${lockVersion}, not package.json's ${version}: run npm install.`);
    }
  }
  return version;
}

function setPackageVersion(root: string, version: Version): void {
  const pkg = readPackageFile(root, 'package.json');
  pkg.version = version.text;
  writePackageFile(root, 'package.json', pkg);
  const lock = readPackageFile(root, 'package-lock.json');
  lock.version = version.text;
  const rootPackage = lock.packages?.[''];
  if (rootPackage) rootPackage.version = version.text;
  writePackageFile(root, 'package-lock.json', lock);
}

function run(root: string, command: string, args: string[]): string {
  return execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function bundle(root: string): void {
  try {
    run(root, 'npm', ['run', '--silent', 'bundle']);
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    process.stderr.write(`${output.stdout ?? ''}${output.stderr ?? ''}`);
    throw new ReleaseError('npm run bundle failed (its output is above): fix the build first.');
  }
}

/** Rebuilds dist/ and refuses when that changed anything git tracks or left anything new. */
export function checkDistFresh(root: string): void {
  bundle(root);
  const changed = run(root, 'git', ['status', '--porcelain', '--', 'dist']).split('\n').filter(Boolean);
  if (changed.length > 0) {
    const files = changed.map((line) => line.slice(3));
    throw new ReleaseError(`dist/ does not match the sources (${files.join(', ')}): run npm run bundle and commit dist/.`);
  }
}

function tagExists(root: string, tag: string): boolean {
  try {
    run(root, 'git', ['rev-parse', '--quiet', '--verify', `refs/tags/${tag}`]);
    return true;
  } catch {
    return false;
  }
}

/** `npm run release -- X.Y.Z`: everything checked before any file is written. */
export function prepare(root: string, requested: string, today: string): string {
  const version = parseVersion(requested);
  const current = parseVersion(packageVersion(root));
  if (compareVersions(version, current) < 0) {
    throw new ReleaseError(`Version ${version.text} is below package.json's ${current.text}: a release only moves forward.`);
  }
  if (tagExists(root, `v${version.text}`)) {
    throw new ReleaseError(`Tag v${version.text} already exists: a released version is never moved; choose the next one.`);
  }
  const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  changelogEntry(changelog, version);
  setPackageVersion(root, version);
  writeFileSync(join(root, 'CHANGELOG.md'), dateEntry(changelog, version, today));
  bundle(root);
  const tag = `v${version.text}`;
  return [
    `Release ${version.text} prepared: package.json, package-lock.json, CHANGELOG.md and dist/ updated. Review, then publish:`,
    `  git add package.json package-lock.json CHANGELOG.md dist && git commit -m "Release ${version.text}" && git tag -a ${tag} -m "Release ${version.text}"`,
    `  git push --atomic origin HEAD ${tag}`,
  ].join('\n');
}

/** What the release workflow checks before it publishes anything. */
export function check(root: string, tag: string): string {
  const version = parseVersion(tag);
  const current = packageVersion(root);
  if (current !== version.text) {
    throw new ReleaseError(
      `Tag v${version.text} does not match package.json's version ${current}: tag the commit that npm run release -- ${version.text} prepared.`,
    );
  }
  const entry = changelogEntry(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version);
  if (isUnreleased(entry)) {
    throw new ReleaseError(`CHANGELOG.md's ${version.text} entry is not dated: npm run release -- ${version.text} dates it.`);
  }
  checkDistFresh(root);
  return `v${version.text} is ready: package.json, CHANGELOG.md (${entry.date}) and dist/ agree.`;
}

export function notes(root: string, tag: string): string {
  return changelogEntry(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), parseVersion(tag)).body;
}

/**
 * The major tag to point at this release, or '' when a newer release of the same major exists
 * (a fix released for an older minor must not move users of `v1` backwards).
 */
export function majorTag(tag: string, existingTags: string[]): string {
  const version = parseVersion(tag);
  const newer = existingTags
    .map((name) => name.replace(/^refs\/tags\//, ''))
    .filter((name) => /^v\d+\.\d+\.\d+$/.test(name))
    .map(parseVersion)
    .filter((other) => other.major === version.major && compareVersions(other, version) > 0);
  return newer.length === 0 ? `v${version.major}` : '';
}

function main(args: string[]): string {
  const [command, version, ...rest] = args;
  const root = process.cwd();
  if (command === 'check' && version && rest.length === 0) return check(root, version);
  if (command === 'notes' && version && rest.length === 0) return notes(root, version);
  if (command === 'major' && version && rest.length === 0) {
    const major = majorTag(version, readFileSync(0, 'utf8').split(/\s+/).filter(Boolean));
    if (major === '') console.error(`The major tag stays where it is: a newer release than ${version} exists.`);
    return major;
  }
  if (command && !version && !['check', 'notes', 'major'].includes(command)) {
    return prepare(root, command, new Date().toISOString().slice(0, 10));
  }
  throw new ReleaseError('Usage: npm run release -- X.Y.Z | node .ci/release.ts check|notes|major X.Y.Z');
}

if (import.meta.main) {
  try {
    const output = main(process.argv.slice(2));
    if (output !== '') console.log(output);
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
