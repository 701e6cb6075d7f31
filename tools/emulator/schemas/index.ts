/**
 * The platform's resources as the emulator stores them and the requests it validates, mirroring
 * the resource tables of `spec/platform-api.md` and the upstream shapes of
 * `spec/upstream-notes.md`. The emulator keeps its own copy, apart from the action's schemas in
 * src/platform: the platform's stand-in must never agree with the action only because both read
 * one invention. What it answers is judged by the strict shapes of test/contract.
 */
export * from './organization.ts';
export * from './environment.ts';
export * from './deployment.ts';
export * from './deployment-rule.ts';
export * from './services.ts';
export * from './job.ts';
export * from './secret.ts';
export * from './variables.ts';
export * from './deployment-stage.ts';
