/**
 * Ready means answering: after DEPLOYED, each service with a public link is asked at
 * `health-path` until it answers 2xx or 3xx, with a backoff, within `health-timeout-seconds` and
 * the run's deadline. The request is a plain GET to the preview's own URL: it never carries the
 * platform token, nor any header of the API client.
 */
import { errorMessage } from '../../basics/error-message.ts';
import { httpSender } from '../../platform/http.ts';
import type { AskService, OperationContext } from '../../run/context.ts';
import type { ServiceUrl } from '../../run/result.ts';
import { systemClock } from '../../basics/clock.ts';

const FIRST_DELAY_MS = 1_000;
const DELAY_GROWTH = 1.5;
const MAX_DELAY_MS = 5_000;
/** One request may take this long before it counts as no answer. */
const REQUEST_LIMIT_MS = 10_000;
/**
 * The last ask comes at the end of the time given: it still gets this long to answer, or it
 * could never answer at all (a millisecond is too little even on loopback), and the failure
 * would name a timeout of ours instead of what the service said.
 */
const LAST_ASK_MS = 1_000;

/** A service that did not answer 2xx or 3xx in time: its URL and what it last answered. */
export class NotReady extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotReady';
  }
}

/** Node's own GET, no redirect followed (a 3xx is an answer), no header but the user agent; limits on the run's clock. */
export function plainRequest(userAgent: string): AskService {
  const send = httpSender(userAgent, systemClock.answerMs(REQUEST_LIMIT_MS));
  return async (url, limitMs) => (await send('GET', url, undefined, {}, undefined, systemClock.answerMs(limitMs))).status;
}

/** The URL asked: the link's, with the path after it. A link without a scheme is https. */
export function healthUrl(link: string, path: string): string {
  const base = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** `12 s`, `3 min`, `2 min 5 s`. */
function spoken(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const rest = seconds % 60;
  return rest === 0 ? `${seconds / 60} min` : `${Math.floor(seconds / 60)} min ${rest} s`;
}

const ready = (status: number) => status >= 200 && status < 400;

/**
 * A probe is made only with at least this much of the check's time left: one cut shorter would
 * time out on a service that answers, and name that timeout instead of its real answer.
 */
const SHORTEST_PROBE_MS = 2_000;

/** When the check ends, and what ends it: named in the failure. */
interface CheckEnd {
  at: number;
  by: string;
}

/** Asks one service until it answers 2xx or 3xx; a NotReady naming its URL, last answer and since when at `end`. */
async function untilReady(ctx: OperationContext, ask: AskService, service: ServiceUrl, end: CheckEnd): Promise<void> {
  const { clock, log, config } = ctx;
  const url = healthUrl(service.url, config.healthPath);
  const startedAt = clock.now();
  let last = '';
  let lastSince = startedAt;
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * DELAY_GROWTH, MAX_DELAY_MS)) {
    const askedAt = clock.now();
    const limit = Math.max(LAST_ASK_MS, Math.min(REQUEST_LIMIT_MS, end.at - askedAt));
    let answer: string;
    try {
      const status = await ask(url, limit);
      if (ready(status)) {
        log.info(`${service.name} answered ${status} at ${url} after ${spoken(clock.now() - startedAt)}`);
        return;
      }
      answer = `answered ${status}`;
    } catch (error) {
      answer = `did not answer (${errorMessage(error)})`;
      // Cut short by the end of the check, no answer is not news: the last real answer stands.
      if (last !== '' && limit < REQUEST_LIMIT_MS) answer = last;
    }
    if (answer !== last) {
      log.info(`${service.name}: ${url} ${answer}; asking again until it answers 2xx or 3xx`);
      last = answer;
      lastSince = askedAt;
    }
    // The next probe at the latest when it still has its time: after that none is made, and the check runs out its time.
    const room = end.at - SHORTEST_PROBE_MS - clock.now();
    if (room <= 0) {
      await clock.sleep(Math.max(0, end.at - clock.now()));
      break;
    }
    await clock.sleep(Math.min(delay, room));
  }
  throw new NotReady(`${url} ${last} for ${spoken(clock.now() - lastSince)}, when ${end.by} ran out`);
}

/**
 * Every service asked side by side; the first that is not ready in time fails the check. Ends
 * by `health-timeout-seconds` from now and never after the run's deadline.
 */
export async function checkReadiness(ctx: OperationContext, ask: AskService, services: readonly ServiceUrl[]): Promise<void> {
  const own = ctx.clock.now() + ctx.config.healthTimeoutSeconds * 1000;
  const end: CheckEnd =
    own <= ctx.deadline
      ? { at: own, by: `health-timeout-seconds (${ctx.config.healthTimeoutSeconds} s)` }
      : { at: ctx.deadline, by: "the run's time (timeout-minutes)" };
  ctx.log.info(
    `Asking ${services.map((service) => service.name).join(', ')} at ${ctx.config.healthPath} until each answers 2xx or 3xx (up to ${spoken(end.at - ctx.clock.now())})`,
  );
  await Promise.all(services.map((service) => untilReady(ctx, ask, service, end)));
}
