/**
 * local-action's output as a newcomer reads it: the runner's `::add-mask::` lines are taken as the
 * runner takes them (never printed, every later occurrence of the value shown as ***), workflow
 * commands shown as the runner's log shows them (local-action's stand-in for the toolkit prints
 * each log line as `::info::…`, which the runner never shows), the outputs left to run.ts, which
 * prints them once (local-action's own table of them is left out), blank lines one at a time,
 * and every line folded (tables cut) to the terminal's width. On stderr, local-action's stack for
 * its child's exit code is left out: the exit code and the outcome say it.
 */

const BOX = /^[│┌├└┬┼┴─]/;
/** The lines local-action prints where run.ts prints the outputs itself. */
const DROPPED = [/^No outputs were set!$/, /^::set-output /, /^::debug::/, /^::endgroup::$/];

export class ReadableOutput {
  readonly #width: number;
  readonly #write: (text: string) => void;
  readonly #masks: string[] = [];
  #partial = '';
  /** Within local-action's table of the outputs, or its stack for a failed child: lines not shown. */
  #skipping: 'outputs' | 'stack' | undefined;
  #blank = false;
  /** A banner of local-action's being read: its rule, title and rule, shown once whole. */
  #banner: string[] = [];

  constructor(width: number, write: (text: string) => void) {
    this.#width = Math.max(40, width);
    this.#write = write;
  }

  /** A chunk of the child's stdout: each whole line is shown, the rest kept for the next chunk. */
  push(chunk: string): void {
    const lines = (this.#partial + chunk).split('\n');
    this.#partial = lines.pop() ?? '';
    for (const line of lines) this.#line(line);
  }

  end(): void {
    if (this.#partial !== '') this.#line(this.#partial);
    this.#partial = '';
  }

  /** `text` with every value masked so far shown as ***, the longest first. */
  masked(text: string): string {
    let shown = text;
    for (const mask of this.#masks) shown = shown.split(mask).join('***');
    return shown;
  }

  /** A line folded to the width, its continuation indented under its first character. */
  fold(line: string, indent = ''): string[] {
    if (line.length <= this.#width) return [line];
    if (BOX.test(line)) return [`${line.slice(0, this.#width - 1)}…`];
    const lines: string[] = [];
    let rest = line;
    let first = true;
    while (rest.length > 0) {
      const room = first ? this.#width : this.#width - indent.length;
      lines.push(`${first ? '' : indent}${rest.slice(0, room)}`);
      rest = rest.slice(room);
      first = false;
    }
    return lines;
  }

  #line(raw: string): void {
    const mask = /^::add-mask::(.*)$/.exec(raw);
    if (mask) {
      const value = mask[1] ?? '';
      if (value !== '' && !this.#masks.includes(value)) {
        this.#masks.push(value);
        this.#masks.sort((a, b) => b.length - a.length);
      }
      return;
    }
    if (DROPPED.some((pattern) => pattern.test(raw))) return;
    if (this.#skipping === 'outputs') {
      if (raw.trim() === '' || BOX.test(raw)) return;
      this.#skipping = undefined;
    }
    if (this.#skipping === 'stack' || /^Error: Command failed: /.test(raw)) {
      this.#skipping = /^}$/.test(raw) ? undefined : 'stack';
      return;
    }
    const line = this.masked(shownCommand(raw));
    const rule = /^={10,}$/.test(line);
    if (rule && this.#banner.length !== 1) {
      this.#banner.push(line);
      if (this.#banner.length < 3) return;
      // local-action's "Action Outputs" banner stands over a list run.ts prints in its place.
      const banner = this.#banner.splice(0);
      if (!/Action Outputs/.test(banner[1] ?? '')) for (const held of banner) this.#out(held);
      else this.#skipping = 'outputs';
      return;
    }
    if (this.#banner.length === 1) {
      this.#banner.push(line);
      return;
    }
    this.#out(line);
  }

  #out(line: string): void {
    const blank = line.trim() === '';
    if (blank && this.#blank) return;
    this.#blank = blank;
    for (const folded of this.fold(line, '    ')) this.#write(`${folded}\n`);
  }
}

/** A workflow command as the runner's log shows it: a group's title, an annotation's level. */
function shownCommand(line: string): string {
  const group = /^::group::(.*)$/.exec(line);
  if (group) return `▸ ${group[1] ?? ''}`;
  const info = /^::info::(.*)$/.exec(line);
  if (info) return info[1] ?? '';
  const annotation = /^::(notice|warning|error)(?: [^:]*)?::(.*)$/.exec(line);
  if (annotation) return `${annotation[1]}: ${annotation[2] ?? ''}`;
  return line;
}
