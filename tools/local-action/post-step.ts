/** The post step as local-action runs it: the action's, then the state the toolkit's stand-in kept. */
import { keepState } from './toolkit-stand-in.ts';

export async function run(): Promise<void> {
  await (await import('../../src/post.ts')).run();
  keepState();
}
