/**
 * What the demo shows of a run besides its log, as a newcomer wants it: the outcome, the links the
 * run hands on, and where the pull request comment is with the part of it a reviewer sees without
 * opening anything. Every output and the whole comment are for `npm run demo -- --verbose`.
 */

/**
 * The comment as the pull request shows it before anything is unfolded: its lines up to the first
 * folded block, hidden markers left out, as plain text (a link by its text, no emphasis, entities
 * decoded); the links themselves are the run's `urls`, shown apart.
 */
export function visibleComment(body: string): string[] {
  const lines = body.split('\n');
  const folded = lines.findIndex((line) => line.startsWith('<details'));
  return (folded < 0 ? lines : lines.slice(0, folded))
    .filter((line) => line.trim() !== '' && !line.startsWith('<!--'))
    .map((line) =>
      line
        .replace(/^#+ /, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\*\*|`|<\/?sub>/g, '')
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
}

/** A run's outcome, its links by service, and its comment: a few lines, indented under the step. */
export function digest(outputs: Readonly<Record<string, string>>, comment?: { url: string; body: string }): string[] {
  const took = outputs['duration-seconds'] ? ` in ${outputs['duration-seconds']} s` : '';
  const reason = outputs['failure-reason'] ? `: ${outputs['failure-reason']}` : '';
  const where = outputs['environment-name']
    ? ` · environment ${outputs['environment-name']}${outputs.created === 'true' ? ' (created)' : ''}`
    : '';
  const lines = [`outcome  ${outputs.outcome ?? '(none)'}${took}${reason}${where}`];
  const urls = Object.entries(JSON.parse(outputs.urls || '{}') as Record<string, string>);
  for (const [index, [service, url]] of urls.entries()) lines.push(`${index === 0 ? 'links  ' : '       '}  ${service.padEnd(10)} ${url}`);
  if (comment) {
    lines.push(`comment  ${comment.url} (on the demo's fake GitHub), which reads:`);
    for (const line of visibleComment(comment.body)) lines.push(`  │ ${line}`);
  }
  return lines.map((line) => `  ${line}`);
}
