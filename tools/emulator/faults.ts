/**
 * Fault injection: the misbehaviour of a real service under load, on demand and reproducible
 * with a seed, so a client's retries and waits can be shown to work.
 */

export interface FaultSpec {
  /** Share (0..1) of API answers that are a 500, 502 or 503 instead of the real answer. */
  serverError?: number;
  /** Share of API requests whose connection is dropped without an answer. */
  reset?: number;
  /** Milliseconds added before every API answer. */
  latencyMs?: number;
  /** Share of status polls that report a state the spec does not list. */
  unknownState?: number;
  /** The next N API requests answer 429 with `Retry-After: 1`, as if another run drained the token. */
  rateLimitBurst?: number;
  /** The next N status polls answer one byte every 2 s, as a stalled proxy would pass them on. */
  trickle?: number;
  /** Share of API requests answering 401, as after the token was revoked mid-run. */
  unauthorized?: number;
  /** Share of deployment request status reads (`GET /environment/deploymentStatus`) answering 502; other reads are untouched. */
  requestStatusError?: number;
}

/** The one route the `request-status-5xx` fault breaks. */
const REQUEST_STATUS_ROUTE = '/environment/deploymentStatus';

/** How often a trickling answer sends its next byte. */
export const TRICKLE_INTERVAL_MS = 2_000;

/** The state a poll reports under the `unknown-state` fault: absent from the spec's list. */
export const UNKNOWN_STATE = 'WARMING_UP';

const KEYS: Record<string, keyof FaultSpec> = {
  '5xx': 'serverError',
  reset: 'reset',
  latency: 'latencyMs',
  'unknown-state': 'unknownState',
  '429-burst': 'rateLimitBurst',
  trickle: 'trickle',
  'request-status-5xx': 'requestStatusError',
  '401': 'unauthorized',
};

const FIELDS = new Set<string>(Object.values(KEYS));

/**
 * An object of faults, as `POST /_emulator/faults` takes it: by the CLI's words (`{"5xx": 0.2}`)
 * or the fields of FaultSpec (`{"serverError": 0.2}`), each a number; any other key is refused.
 */
function faultsOfObject(spec: Record<string, unknown>): FaultSpec {
  const faults: FaultSpec = {};
  for (const [name, value] of Object.entries(spec)) {
    const key = KEYS[name] ?? (FIELDS.has(name) ? (name as keyof FaultSpec) : undefined);
    if (!key) throw new Error(`unknown fault "${name}"; known: ${Object.keys(KEYS).join(', ')}`);
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new Error(`fault "${name}" needs a number, got ${JSON.stringify(value)}`);
    faults[key] = value;
  }
  return faults;
}

/** Reads `5xx=0.2,reset=0.05,latency=300,unknown-state=0.1,429-burst=3,trickle=1,request-status-5xx=1,401=1`, or an object of them. */
export function parseFaults(spec: string | FaultSpec): FaultSpec {
  if (typeof spec !== 'string') {
    if (typeof spec !== 'object' || spec === null || Array.isArray(spec))
      throw new Error('faults must be a spec such as "5xx=0.2" or an object such as {"5xx": 0.2}');
    return checkFaults(faultsOfObject(spec as Record<string, unknown>));
  }
  const faults: FaultSpec = {};
  for (const part of spec
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [name = '', raw = ''] = part.split('=', 2).map((side) => side.trim());
    const key = KEYS[name];
    if (!key) throw new Error(`unknown fault "${name}"; known: ${Object.keys(KEYS).join(', ')}`);
    const value = Number(raw);
    if (raw === '' || !Number.isFinite(value)) throw new Error(`fault "${name}" needs a number, got "${raw}"`);
    faults[key] = value;
  }
  return checkFaults(faults);
}

function checkFaults(faults: FaultSpec): FaultSpec {
  for (const key of ['serverError', 'reset', 'unknownState', 'requestStatusError', 'unauthorized'] as const) {
    const share = faults[key];
    if (share !== undefined && (share < 0 || share > 1)) throw new Error(`fault ${nameOf(key)} must be a share between 0 and 1`);
  }
  for (const key of ['latencyMs', 'rateLimitBurst', 'trickle'] as const) {
    const amount = faults[key];
    if (amount !== undefined && amount < 0) throw new Error(`fault ${nameOf(key)} must not be negative`);
  }
  return faults;
}

/** The CLI's word for a fault, which every message uses. */
function nameOf(key: keyof FaultSpec): string {
  return Object.entries(KEYS).find(([, field]) => field === key)?.[0] ?? key;
}

/** A small seeded generator (mulberry32): the same seed gives the same faults. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'reset' }
  | { kind: 'server-error'; status: 500 | 502 | 503 }
  | { kind: 'rate-limit-burst' }
  | { kind: 'unauthorized' };

export class FaultInjector {
  private faults: FaultSpec;
  private readonly random: () => number;

  constructor(spec: string | FaultSpec | undefined, random: () => number) {
    this.faults = parseFaults(spec ?? {});
    this.random = random;
  }

  set(spec: string | FaultSpec): void {
    this.faults = parseFaults(spec);
  }

  current(): FaultSpec {
    return { ...this.faults };
  }

  get latencyMs(): number {
    return this.faults.latencyMs ?? 0;
  }

  decide(): FaultDecision {
    if (this.chance(this.faults.reset)) return { kind: 'reset' };
    if (this.chance(this.faults.serverError)) {
      const statuses = [500, 502, 503] as const;
      return { kind: 'server-error', status: statuses[Math.floor(this.random() * 3)] ?? 500 };
    }
    if (this.chance(this.faults.unauthorized)) return { kind: 'unauthorized' };
    const burst = this.faults.rateLimitBurst ?? 0;
    if (burst > 0) {
      this.faults.rateLimitBurst = burst - 1;
      return { kind: 'rate-limit-burst' };
    }
    return { kind: 'none' };
  }

  /** Whether this deployment request status read answers 502 (`request-status-5xx`). */
  breaksRequestStatus(pattern: string): boolean {
    return pattern === REQUEST_STATUS_ROUTE && this.chance(this.faults.requestStatusError);
  }

  /** Whether this status poll's answer trickles (one of the next N). */
  trickles(): boolean {
    const left = this.faults.trickle ?? 0;
    if (left <= 0) return false;
    this.faults.trickle = left - 1;
    return true;
  }

  reportsUnknownState(): boolean {
    return this.chance(this.faults.unknownState);
  }

  private chance(share: number | undefined): boolean {
    return share !== undefined && share > 0 && this.random() < share;
  }
}
