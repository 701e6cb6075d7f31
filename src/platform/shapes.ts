/**
 * Every schema the client validates with, in one module: the transport loads it (and with it
 * zod) once a run's first request has left, so validation code never delays that request. Calls
 * name the schema they want (`'Environment'`); the names are checked against this module's
 * exports at compile time.
 */
export * from './schemas.ts';
export * from './stage-schemas.ts';
export * from './log-schemas.ts';
