/**
 * The platform's logs, written from the engine's service changes: the deployment log of each
 * environment (`GET /environment/{id}/logs`: entries about one service each, `transmitter` set,
 * an error entry with tag, message, hint and link when a failure fires) and the own log of each
 * service that was deployed (`GET /application/{id}/log`, `/container/{id}/log`). What the
 * failure prefixes print:
 * - `fail-build*`: a compiler error, then the build fails;
 * - `fail-leak*`: the build prints the value of the secret set last (each line of a
 *   multi-line value on its own line), as a careless build script does, then fails;
 * - `fail-encoded*`: the same, then the value in base64, URL-encoded and JSON-escaped;
 * - `fail-markup*`: the build prints backtick fences, HTML, an @mention and a workflow command, then fails;
 * - `fail-forge*`: the build prints what looks like the report's "Earlier results" (a link, team
 *   and user @mentions) and a workflow command with parameters, then fails;
 * - `fail-deploy*`: the service starts and crashes; `hang*`: it runs but never becomes ready.
 * The prefix is the service's version, or the tag a test gave it (`failService`). A service run
 * from an image is mirrored, not built: the build lines and the BUILD_ERROR come from MIRROR_IMAGE.
 */
import { randomUUID } from 'node:crypto';
import type { ServiceChange } from './engine-config.ts';
import { iso } from './dates.ts';
import { lastSecretSet } from './secret-records.ts';

/** How many entries a read answers: the last ones, as the platform keeps them. */
const LOG_KEPT = 1000;
const DOCS = 'https://hub.platform.example.test/docs/deployment/troubleshoot';

type Entry = Record<string, unknown>;
interface ServiceLine {
  id: string;
  created_at: string;
  message: string;
  pod_name: string;
  version: string;
}

export class PlatformLogs {
  /** Printed lines of each build: the test knob for a long log. */
  private readonly buildLines: number;
  private readonly deployment = new Map<string, Entry[]>();
  private readonly services = new Map<string, { kind: string; lines: ServiceLine[] }>();

  constructor(options: { buildLines?: number } = {}) {
    this.buildLines = options.buildLines ?? 6;
  }

  /** The environment's last deployment log entries, oldest first. */
  environmentLog(environmentId: string): Entry[] {
    return (this.deployment.get(environmentId) ?? []).slice(-LOG_KEPT);
  }

  /** The service's own last lines; undefined for a service the engine never ran as `kind`. */
  serviceLog(kind: string, serviceId: string): ServiceLine[] | undefined {
    const found = this.services.get(serviceId);
    return found?.kind === kind ? found.lines.slice(-LOG_KEPT) : undefined;
  }

  /** What the engine reports, turned into the lines the service and its deployment print. */
  record(change: ServiceChange): void {
    const { service, step } = change;
    const say = (message: string) => this.entry(change, message, null);
    switch (change.change) {
      case 'queued':
        say(`Deployment request ${change.request.id} queued for ${service.name}`);
        return;
      case 'step-started':
        if (step!.name === 'BUILD' || step!.name === 'MIRROR_IMAGE') this.build(change);
        else if (step!.name === 'DEPLOYMENT') say(`Deploying ${service.name} at version ${service.version}`);
        else say(`${step!.name.toLowerCase().replace('_', ' ')} of ${service.name}`);
        return;
      case 'step-succeeded':
        if (step!.name === 'BUILD') say(`Build of ${service.name} succeeded`);
        if (step!.name === 'MIRROR_IMAGE') say(`Image of ${service.name} mirrored`);
        return;
      case 'step-failed':
        this.failed(change);
        return;
      case 'deployed':
        this.print(change, [`${service.name} started at version ${service.version}`, 'Listening on 0.0.0.0:8080']);
        say(`✔ ${service.name} deployed`);
        return;
      case 'not-ready':
        this.print(change, [
          `${service.name} started at version ${service.version}`,
          'Connecting to the database at postgres:5432',
          'Error: connect ECONNREFUSED 10.0.12.7:5432',
          'Readiness probe failed: HTTP probe failed with statuscode: 503',
        ]);
        say(`Waiting for ${service.name} to become ready`);
        return;
    }
  }

  /**
   * A build from git, or the mirroring of an image into the cluster's registry (issue 10): the
   * failure tags act on both, the one a test gave the service (`failService`) or its version.
   */
  private build(change: ServiceChange): void {
    const { service } = change;
    const say = (message: string) => this.entry(change, message, null);
    const tag = service.outcomeTag;
    if (change.step?.name === 'MIRROR_IMAGE') say(`Mirroring the image of ${service.name} at tag ${service.version}`);
    else say(`Building ${service.name} at version ${service.version}`);
    for (let line = 1; line <= this.buildLines; line++)
      say(`#${line} [build ${line}/${this.buildLines}] RUN step ${line} of ${service.name}`);
    if (tag.startsWith('fail-leak') || tag.startsWith('fail-encoded')) {
      const secret = lastSecretSet(change.record);
      const value = secret?.value ?? '';
      say(`+ echo "connecting with ${secret?.secret.key ?? 'NO_SECRET'}"`);
      for (const line of value.split('\n')) say(`  ${line}`);
      if (tag.startsWith('fail-encoded')) {
        say(`Authorization: Basic ${Buffer.from(value).toString('base64')}`);
        say(`GET /connect?password=${encodeURIComponent(value)}`);
        say(`{"config":{"password":${JSON.stringify(value)}}}`);
      }
    }
    if (tag.startsWith('fail-markup')) {
      for (const line of [
        '```',
        '</details><img src=x onerror=alert(1)>',
        '@octocat please look',
        '````suggestion',
        '<script>alert(1)</script>',
        '::warning::forged by the build',
      ])
        say(line);
    }
    if (tag.startsWith('fail-forge')) {
      // What the report's own history looks like, and a workflow command with parameters.
      for (const line of [
        '<details>',
        '<summary>Earlier results (2)</summary>',
        '',
        '- ✅ **success** · [run](https://evil.example.test/phish) cc @acme/owners',
        '- ❌ **failure** · @octocat',
        '</details>',
        '::warning file=README.md,line=1::forged by the build',
      ])
        say(line);
    }
    if (/^fail-(build|leak|encoded|markup|forge)/.test(tag))
      say(`src/main.rs:12:5: error[E0425]: cannot find value \`conn\` in this scope`);
    if (tag.startsWith('fail-unfetched')) say(`fatal: remote error: upload-pack: not our ref ${service.version}`);
  }

  private failed(change: ServiceChange): void {
    this.failedService(change);
    // The platform's own senders repeat the failure for the environment as a whole.
    const { record, service } = change;
    const environment = { id: record.environment.id, name: record.environment.name, type: 'Environment' };
    this.entry(
      change,
      null,
      {
        tag: 'DEPLOYMENT_FAILED',
        user_log_message: `Deployment of environment ${record.environment.name} failed: ${service.name} ended ${service.state}`,
        link: DOCS,
        hint_message: 'See the errors of its services above',
        underlying_error: { message: 'the deployment failed', full_details: `${service.name} ended ${service.state}` },
      },
      environment,
    );
  }

  private failedService(change: ServiceChange): void {
    const { service, step } = change;
    if (step!.name === 'BUILD' && service.outcomeTag.startsWith('fail-unfetched')) {
      this.entry(change, null, {
        tag: 'BUILD_ERROR',
        user_log_message: `Build of ${service.name} failed: commit ${service.version} could not be fetched from the repository`,
        link: `${DOCS}#build`,
        hint_message: 'Check that the commit is on a branch or tag of the repository the service is built from',
        underlying_error: { message: 'git fetch failed', full_details: `upload-pack: not our ref ${service.version}` },
      });
      return;
    }
    if (step!.name === 'BUILD' || step!.name === 'MIRROR_IMAGE') {
      this.entry(change, null, {
        tag: 'BUILD_ERROR',
        user_log_message: `Build of ${service.name} failed: the build command exited with code 1`,
        link: `${DOCS}#build`,
        hint_message: 'Check the build output above; the same build must succeed on your machine',
        underlying_error: { message: 'exit status 1', full_details: `builder exited with code 1 while building ${service.name}` },
      });
      return;
    }
    this.print(change, [
      `${service.name} started at version ${service.version}`,
      'panic: missing configuration DATABASE_URL',
      'Container exited with code 2',
    ]);
    this.entry(change, null, {
      tag: 'CONTAINER_CRASH_LOOP',
      user_log_message: `${service.name} crashed on start (exit code 2) and never became ready`,
      link: `${DOCS}#crash`,
      hint_message: "Read the service's own log: it says why it stopped",
      underlying_error: { message: 'back-off restarting failed container', full_details: `pod ${service.name}-0 in CrashLoopBackOff` },
    });
  }

  /** `sender`: who sends the entry, the service itself unless the platform's own machinery does. */
  private entry(
    change: ServiceChange,
    message: string | null,
    error: Entry | null,
    sender?: { id: string; name: string; type: string },
  ): void {
    const { record, request, stage, service, step } = change;
    const entries = this.deployment.get(record.environment.id) ?? [];
    this.deployment.set(record.environment.id, entries);
    entries.push({
      type: error ? 'ERROR' : 'INFO',
      timestamp: iso(Date.now()),
      details: {
        organization_id: record.environment.organization.id,
        cluster_id: record.environment.cluster_id,
        execution_id: request.deploymentId,
        transmitter: sender ?? { id: service.serviceId, name: service.name, type: service.kind },
        stage: { step: step?.name ?? 'QUEUEING', id: stage.id, name: stage.name },
      },
      error,
      message: message === null ? null : { safe_message: message },
    });
    // The platform keeps the last entries; so does the emulator, with a margin.
    if (entries.length > 2 * LOG_KEPT) entries.splice(0, entries.length - LOG_KEPT);
  }

  /** Lines the running service printed (jobs print none of their own here). */
  private print(change: ServiceChange, messages: string[]): void {
    const { service } = change;
    const own = this.services.get(service.serviceId) ?? { kind: service.kind, lines: [] };
    this.services.set(service.serviceId, own);
    for (const message of messages) {
      own.lines.push({ id: randomUUID(), created_at: iso(Date.now()), message, pod_name: `${service.name}-0`, version: service.version });
    }
  }
}
