/**
 * docs/emulator.md's table of flags against the emulator's own (`npm run emulator -- --help`,
 * tools/emulator/cli.ts): a flag the emulator takes and the page does not show, a row for a flag
 * it no longer takes, or an older server's lack `--lacks` takes and its row does not name, is a
 * difference `npm run docs -- --check` fails on. The rows are written by hand (they say more than
 * --help), so they are checked, not generated.
 */
import { FLAGS } from '../tools/emulator/cli.ts';
import { LACKED_OPERATIONS } from '../tools/emulator/lacks.ts';

/** What docs/emulator.md (its text `page`) leaves out of, or adds to, the emulator's flags: one line each. */
export function undocumentedFlags(page: string): string[] {
  const rows = new Map(
    page.split('\n').flatMap((line) => {
      const flag = /^\| `--([\w-]+)/.exec(line)?.[1];
      return flag === undefined ? [] : [[flag, line] as const];
    }),
  );
  const lacksRow = rows.get('lacks') ?? '';
  return [
    ...FLAGS.filter((flag) => !rows.has(flag)).map(
      (flag) => `docs/emulator.md does not document --${flag}, which npm run emulator -- --help lists: add a row to its table of flags`,
    ),
    ...[...rows.keys()]
      .filter((flag) => !FLAGS.includes(flag))
      .map((flag) => `docs/emulator.md documents --${flag}, which the emulator does not take: remove its row`),
    ...(rows.has('lacks') ? LACKED_OPERATIONS : [])
      .filter((operation) => !lacksRow.includes(`\`${operation}\``))
      .map((operation) => `docs/emulator.md's row of --lacks does not name \`${operation}\`, which --lacks takes`),
  ];
}
