/**
 * What a run needs once its inputs are valid, loaded by main.ts in one dynamic import: one
 * chunk, rather than one per module with the modules they share copied into each.
 */
export { runOperation, skippedWithoutSecrets } from './operations/index.ts';
export { PlatformClient } from './platform/client.ts';
export { USER_AGENT } from './platform/transport.ts';
export { runReported } from './report/reported-run.ts';
export { whereLeft } from './run/carried.ts';
