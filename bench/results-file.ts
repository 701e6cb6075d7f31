/**
 * RESULTS.md written whole by a full run, or, when only some figures ran, updated in place: their
 * sections, summary lines and targets replaced (or added), every other figure kept as it was
 * last measured, and the header saying which figures this run measured.
 */
import { figureMarkdown, type Figure } from './figure.ts';

interface Parts {
  header: string[];
  summary: string[];
  targets: string[];
  sections: Map<string, string>;
}

function targetLine(target: { target: string; met: boolean }): string {
  return `- ${target.met ? 'met' : '**missed**'}: ${target.target}`;
}

function tally(targets: readonly string[]): string {
  const missed = targets.filter((line) => line.startsWith('- **missed**')).length;
  return missed === 0 ? `Every target met (${targets.length}).` : `${missed} of ${targets.length} targets missed.`;
}

function render(parts: Parts): string {
  return [
    ...parts.header,
    '',
    '## Summary',
    '',
    ...parts.summary,
    '',
    '## Targets',
    '',
    ...parts.targets,
    '',
    tally(parts.targets),
    '',
    ...[...parts.sections.values()].flatMap((section) => [section, '']),
  ].join('\n');
}

/** The whole document of a run that measured every figure. */
export function resultsDocument(header: string[], figures: readonly Figure[]): string {
  return render({
    header,
    summary: figures.map((figure) => `- **${figure.title}**: ${figure.headline}`),
    targets: figures.flatMap((figure) => (figure.targets ?? []).map(targetLine)),
    sections: new Map(figures.map((figure) => [figure.title, figureMarkdown(figure)])),
  });
}

function parse(text: string): Parts | undefined {
  const chunks = text.split(/\n(?=## )/);
  const header = chunks[0]?.trimEnd().split('\n');
  const summary = chunks.find((chunk) => chunk.startsWith('## Summary\n'));
  const targets = chunks.find((chunk) => chunk.startsWith('## Targets\n'));
  if (!header || !summary || !targets) return undefined;
  const lines = (chunk: string) => chunk.split('\n').filter((line) => line.startsWith('- '));
  const sections = new Map<string, string>();
  for (const chunk of chunks.filter((each) => /^## \d+\. /.test(each))) sections.set(chunk.split('\n')[0]!.slice(3), chunk.trimEnd());
  return { header, summary: lines(summary), targets: lines(targets), sections };
}

const SINCE = '- Since then: ';
const OTHERS = 'the other figures are those of the run above';

/**
 * The "since then" line: the earlier notes of figures not measured again, then this run's. A
 * note naming a figure measured again (alone or with others) gives way to this run's.
 */
function sinceKept(header: readonly string[], since: string, ran: ReadonlySet<string>): string {
  const earlier = header.find((line) => line.startsWith(SINCE));
  if (earlier === undefined) return since;
  const notes = (line: string) =>
    line
      .slice(SINCE.length)
      .split('; ')
      .filter((note) => note !== OTHERS);
  const kept = notes(earlier).filter((note) => ![...ran].some((title) => note.includes(title)));
  return `${SINCE}${[...kept, ...notes(since), OTHERS].join('; ')}`;
}

/**
 * `previous` with the figures of this run in place of their earlier measurement, its header kept
 * with `since` (when and where these were measured) in place of an earlier such line; the whole
 * of it anew when it cannot be read.
 */
export function updatedResults(previous: string, header: string[], since: string, figures: readonly Figure[]): string {
  const parts = parse(previous);
  if (!parts) return resultsDocument(header, figures);
  const ran = new Set(figures.map((figure) => figure.title));
  const newTargets = figures.flatMap((figure) => (figure.targets ?? []).map(targetLine));
  const bare = (line: string) => line.replace(/^- (met|\*\*missed\*\*): /, '');
  // A target measured again replaces its earlier verdict.
  const stale = (line: string) => newTargets.some((target) => bare(target) === bare(line));
  const summary = parts.summary.filter((line) => ![...ran].some((title) => line.startsWith(`- **${title}**`)));
  for (const figure of figures) parts.sections.set(figure.title, figureMarkdown(figure));
  const order = (title: string) => Number(/^(\d+)\./.exec(title)?.[1] ?? Number.MAX_SAFE_INTEGER);
  return render({
    header: [...parts.header.filter((line) => !line.startsWith(SINCE)), sinceKept(parts.header, since, ran)],
    summary: [...summary, ...figures.map((figure) => `- **${figure.title}**: ${figure.headline}`)].sort(
      (a, b) => order(a.slice(4)) - order(b.slice(4)),
    ),
    targets: [...parts.targets.filter((line) => !stale(line)), ...newTargets],
    sections: new Map([...parts.sections.entries()].sort(([a], [b]) => order(a) - order(b))),
  });
}
