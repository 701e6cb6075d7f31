/**
 * Runs before every test file (vitest `setupFiles`): every answer any emulator of the file sends
 * is judged against the platform's contract, and a file whose emulator answered outside it fails,
 * whatever its own tests checked. Answers are copied as sent and judged at the end, so judging
 * never slows an answer down.
 */
import { afterAll } from 'vitest';
import { observeAnswers, type SentAnswer } from '../../tools/emulator/index.ts';
import { violationOf } from './contract.ts';

const sent: SentAnswer[] = [];
const stop = observeAnswers((answer) => {
  sent.push({ ...answer, body: answer.body === undefined ? undefined : JSON.parse(JSON.stringify(answer.body)) });
});

afterAll(() => {
  stop();
  const violations = new Set(sent.map(violationOf).filter((violation) => violation !== undefined));
  if (violations.size === 0) return;
  const shown = [...violations].slice(0, 10);
  throw new Error(
    `The emulator answered outside the platform's contract:\n${shown.join('\n')}` +
      (violations.size > 10 ? `\n… and ${violations.size - 10} more` : ''),
  );
});
