/**
 * Every schema the client validates with, in one module: the transport loads it (and with it
 * zod) once a run's first request has left, so validation code never delays that request. Calls
 * name the schema they want (`'Environment'`); the names are checked against this module's
 * exports at compile time.
 *
 * The schemas mirror the resource tables of `spec/platform-api.md` and the upstream shapes of
 * `spec/upstream-notes.md`, and hold what the action sends and reads: only the operations it
 * calls have a schema here (the emulator, the platform's stand-in, keeps its own).
 */
export { listOf } from './common.ts';
export * from './environment.ts';
export * from './deployment-rule.ts';
export * from './deployment.ts';
export * from './services.ts';
export * from './secret.ts';
export * from './variables.ts';
export * from './stages.ts';
export * from './logs.ts';
export * from './queue.ts';
export * from './organization.ts';
export * from './history.ts';
