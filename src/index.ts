/** Entry point of both the main and the post step: the post step finds `isPost` saved by main. */
import * as core from '@actions/core';
import { errorMessage, run } from './main.ts';
import { runPost } from './post.ts';

try {
  if (core.getState('isPost') === 'true') await runPost();
  else await run();
} catch (error) {
  core.setFailed(`platform-deploy: ${errorMessage(error)}`);
}
