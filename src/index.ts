/**
 * Entry point of both the main and the post step: the post step finds `isPost` saved by main.
 * Each loads only its own code, and that only once it runs.
 */
import './action/run-clock.ts';
import { errorMessage } from './basics/error-message.ts';
import { getState, setFailed } from './action/runner.ts';

const { run } = await import('./main.ts');
if (getState('isPost') === 'true') {
  // The post step only tidies up the report: it never fails the job.
  await (await import('./post.ts')).run();
} else {
  await run().catch((error: unknown) => setFailed(`platform-deploy: ${errorMessage(error)}`));
}
