/**
 * Figure: a deploy whose new application commit fails its build, with `rollback-on-failure`:
 * the time from the failure seen to the previous commit DEPLOYED again, beside the time a fresh
 * deploy of that same commit takes (the deploy a person would run by hand). Run in-process on a
 * scaled clock, so the action's polls keep their platform-time meaning.
 */
import { startEmulator } from '../tools/emulator/index.ts';
import { pushEvent, runAgainst } from '../tools/runner/in-process.ts';
import { scaledClock } from '../tools/runner/clock.ts';
import { markdownTable, median, verdict, type Figure } from './figure.ts';

export interface RollbackOptions {
  runs: number;
  /** Wall ms per platform ms, for the emulator and the action's clock alike. */
  speed: number;
}

/** Platform ms: a queue, a build of a minute, a rollout of 15 s, an image mirrored in 10 s. */
const DURATIONS = { queueMs: 5_000, buildMs: 60_000, deployMs: 15_000, mirrorMs: 10_000 };

interface Measured {
  /** Seen by the action: fresh deploy, trigger to DEPLOYED; rollback, failure seen to DEPLOYED. */
  seen: number;
  /** The platform's own `total_deployment_duration_in_seconds` of that deployment. */
  platform: number;
}

const commit = (n: number, kind: 'good' | 'bad') => n.toString(16).padStart(40, kind === 'good' ? 'a' : 'b');

export async function rollbackFigure(options: RollbackOptions): Promise<Figure> {
  const emulator = await startEmulator({ speed: options.speed, staleMs: 3000 * options.speed, durations: DURATIONS });
  const production = emulator.seed.productionEnvironmentId;
  const platformSeconds = async () => {
    const answer = await fetch(`${emulator.url}/environment/${production}/status`, {
      headers: { authorization: `Token ${emulator.tokens.admin}` },
    });
    return ((await answer.json()) as { total_deployment_duration_in_seconds: number }).total_deployment_duration_in_seconds;
  };
  const deploy = (version: string, rollback: boolean) =>
    runAgainst(
      emulator,
      { environment: production, application: 'checkout', commit: version, 'rollback-on-failure': String(rollback) },
      pushEvent,
      { clock: scaledClock(options.speed) },
    );
  const fresh: Measured[] = [];
  const rolledBack: Measured[] = [];
  try {
    const applications = await fetch(`${emulator.url}/environment/${production}/application`, {
      headers: { authorization: `Token ${emulator.tokens.admin}` },
    });
    const checkout = ((await applications.json()) as { results: Array<{ id: string }> }).results[0]!.id;
    for (let run = 1; run <= options.runs; run++) {
      const good = await deploy(commit(run, 'good'), false);
      if (good.result.outcome !== 'success') throw new Error(`the deploy of ${commit(run, 'good')} ended ${good.result.outcome}`);
      const trigger = good.result.stages.find((stage) => stage.name === 'trigger')!;
      fresh.push({ seen: good.result.durationSeconds - trigger.startSeconds, platform: await platformSeconds() });

      emulator.failVersion(checkout, commit(run, 'bad'), 'fail-build');
      const failed = await deploy(commit(run, 'bad'), true);
      const rollback = failed.result.rollback;
      if (rollback?.outcome !== 'success' || rollback.seconds === null) throw new Error(`the rollback ended ${rollback?.outcome}`);
      rolledBack.push({ seen: rollback.seconds, platform: await platformSeconds() });
    }
  } finally {
    await emulator.close();
  }
  const middle = (rows: Measured[], key: keyof Measured) => Math.round(median(rows.map((row) => row[key])) * 10) / 10;
  const back = { seen: middle(rolledBack, 'seen'), platform: middle(rolledBack, 'platform') };
  const anew = { seen: middle(fresh, 'seen'), platform: middle(fresh, 'platform') };
  const met = back.seen <= anew.seen;
  const range = (rows: Measured[]) => `${Math.min(...rows.map((row) => row.seen))} – ${Math.max(...rows.map((row) => row.seen))} s`;
  return {
    title: '10. Rolling back a failed deploy',
    headline: `previous commit DEPLOYED ${back.seen} s after the failure was seen, beside ${anew.seen} s for a fresh deploy of it (${(back.seen / anew.seen).toFixed(2)}×); ${verdict(met)}`,
    method:
      `The emulator's production environment (two jobs, a container, the application checkout; speed ${options.speed}, per service a ` +
      `${DURATIONS.buildMs / 1000} s build or a ${DURATIONS.mirrorMs / 1000} s image mirror, a ${DURATIONS.deployMs / 1000} s rollout, a ` +
      `${DURATIONS.queueMs / 1000} s queue), the action run in-process on a clock scaled alike. ${options.runs} times: a deploy of checkout at a new ` +
      'good commit (the fresh deploy: trigger to DEPLOYED seen), then a deploy at a commit whose build fails, with `rollback-on-failure: true` ' +
      '(failure seen to the good commit DEPLOYED seen: the history read, one `service/deploy` of checkout alone, its wait). Beside each, the ' +
      "platform's own `total_deployment_duration_in_seconds` of that deployment. Medians.",
    table: markdownTable(
      ['run', 'seen by the action (median)', 'range', "platform's duration (median)"],
      [
        ['rollback: failure seen to previous commit DEPLOYED', `${back.seen} s`, range(rolledBack), `${back.platform} s`],
        ['fresh deploy of that commit: trigger to DEPLOYED', `${anew.seen} s`, range(fresh), `${anew.platform} s`],
      ],
    ),
    targets: [{ target: 'a rollback takes no longer than a fresh deploy of the same version', met }],
    notes: [
      `Rollback ${back.seen} s beside ${anew.seen} s (target ≤ the fresh deploy): ${verdict(met)}.`,
      'The rollback deploys only the service the run changed, so the stages of the services left as they were are not run again; ' +
        'the fresh deploy, as the action makes it, deploys every service of the environment at its version in one request.',
    ],
  };
}
