/** Entry point of both the main and the post step: the post step finds `isPost` saved by main. */
import * as core from '@actions/core';
import { errorMessage, run } from './main.ts';
import { runPost } from './post.ts';

if (core.getState('isPost') === 'true') {
  // The post step only tidies up the report: it never fails the job.
  await runPost().catch((error: unknown) => core.warning(`platform-deploy post step: ${errorMessage(error)}`));
} else {
  await run().catch((error: unknown) => core.setFailed(`platform-deploy: ${errorMessage(error)}`));
}
