/**
 * Entry point of both the main and the post step: the post step finds `isPost` saved by main.
 * Each loads only its own code, and that only once it runs.
 */
import './action/run-clock.ts';
import { getState } from './action/runner.ts';
import { failInOrder, guardProcess } from './action/process-guard.ts';

const post = getState('isPost') === 'true';
// Nothing is left to Node's stack trace: an unhandled fault ends the step in order.
guardProcess(post ? 'post' : 'main');
const { run } = await import('./main.ts');
if (post) {
  // The post step only tidies up the report: it never fails the job.
  await (await import('./post.ts')).run();
} else {
  await run().catch(failInOrder);
}
