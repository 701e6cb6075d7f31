/**
 * What a run needs once its config is decided, loaded by main.ts in one dynamic import: one
 * chunk, rather than one per module with the modules they share copied into each.
 */
export { operate } from './operate.ts';
export { runReported } from './report/reported-run.ts';
