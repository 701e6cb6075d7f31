/**
 * The test knob that makes one version of a service fail (`Emulator.failVersion`, `POST
 * /_emulator/services/{id}/versions`): its deployments end as a tag of that name would, or it
 * deploys while its link never answers 200. Never visible in a platform answer.
 */

export type VersionFailure = 'fail-build' | 'fail-deploy' | 'hang' | 'unhealthy';

const VERSION_FAILURES: readonly string[] = ['fail-build', 'fail-deploy', 'hang', 'unhealthy'];

/** The key of `Store.versionFailures`: one version of one service. */
export function versionKey(serviceId: string, version: string): string {
  return `${serviceId} ${version}`;
}

/** How this version of the service ends when a test said so; an unhealthy one still deploys. */
export function failingVersion(failures: ReadonlyMap<string, VersionFailure>, serviceId: string, version: string): string | undefined {
  const failure = failures.get(versionKey(serviceId, version));
  return failure === 'unhealthy' ? undefined : failure;
}

/** `{"version": string, "failure": "fail-build" | "fail-deploy" | "hang" | "unhealthy" | null}`, or what is wrong. */
export function versionFailureOf(body: unknown): { version: string; failure: VersionFailure | undefined } | string {
  if (typeof body !== 'object' || body === null) return 'send {"version": "v2", "failure": "fail-build"}';
  const { version, failure } = body as Record<string, unknown>;
  if (typeof version !== 'string' || version === '') return '"version" must be a non-empty string';
  if (failure === null || failure === undefined) return { version, failure: undefined };
  if (typeof failure !== 'string' || !VERSION_FAILURES.includes(failure))
    return `"failure" must be one of ${VERSION_FAILURES.join(', ')}, or null`;
  return { version, failure: failure as VersionFailure };
}
