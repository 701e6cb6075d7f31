/**
 * What one operation of the Platform API is, as data (an entry of the table in endpoints.ts),
 * and the one binding that turns a group of entries into calls. As Octokit does with its
 * endpoints: the route template, the schemas named, the scope and the 404 subject are written
 * once, and the typed call is derived from them, so a mistyped id name or schema name fails to
 * compile.
 *
 * Schemas are only named here (`import type`): the transport loads them, and zod, once the
 * run's first request has left.
 */
import type { Scope } from './errors.ts';
import type { Call, Method, ShapeName, ShapeOf, Transport } from './transport.ts';

/** A query parameter's type; a `uuid` one is checked as the path's ids are. `?`: may be left out. */
type QueryParam = 'uuid' | 'uuid?' | 'string' | 'string?' | 'number?';

interface QueryTypes {
  uuid: string;
  'uuid?': string;
  string: string;
  'string?': string;
  'number?': number;
}

export interface Endpoint {
  method: Method;
  /** Path template: each `{name}` is an id, a uuid, the caller gives. */
  route: string;
  /** The query parameters, in the order they are sent. */
  query?: Readonly<Record<string, QueryParam>>;
  /** The request schema of the body; absent: no body is sent. */
  body?: ShapeName;
  /** The body may be left out, and then none is sent. */
  optionalBody?: true;
  /** The member of the body whose value, when a string, must not appear in any message. */
  sensitive?: string;
  /** The schema of the answer; or `listOf`, that of the items of a paginated list; neither: an empty answer. */
  answer?: ShapeName;
  listOf?: ShapeName;
  /** A 2xx without a body is an answer too (a trigger's, on some servers): the call then answers undefined. */
  mayAnswerEmpty?: true;
  scope: Scope;
  /** What the path names, for a 404: `{name}` is filled with that parameter. */
  subject: string;
  /** Safe to repeat after a fault: see `Call.idempotent`. */
  idempotent: boolean;
  /** A read whose answer every step of the run may share: see `Call.shared`. */
  shared?: true;
  /** A read of a changing state, shared while younger than this: see `Call.sharedForMs`. */
  sharedForMs?: number;
  /** A wait's read, sent with one try: see `Call.poll`. */
  poll?: true;
}

/** The `{name}`s of a template. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

type QueryOf<E> = E extends { query: infer Q extends Readonly<Record<string, QueryParam>> } ? Q : Record<never, QueryParam>;
type RequiredQuery<Q> = { [K in keyof Q as Q[K] extends `${string}?` ? never : K]: QueryTypes[Q[K] & QueryParam] };
type OptionalQuery<Q> = { [K in keyof Q as Q[K] extends `${string}?` ? K : never]?: QueryTypes[Q[K] & QueryParam] | undefined };
type BodyOf<E> = E extends { body: infer B extends ShapeName }
  ? E extends { optionalBody: true }
    ? { body?: ShapeOf<B> | undefined }
    : { body: ShapeOf<B> }
  : Record<never, never>;
type Flat<T> = { [K in keyof T]: T[K] };

/** What a call of the entry is given: the route's ids, the query parameters and the body. */
export type ParamsOf<E extends Endpoint> = Flat<
  { [K in Placeholders<E['route']>]: string } & RequiredQuery<QueryOf<E>> & OptionalQuery<QueryOf<E>> & BodyOf<E>
>;

/** What a call of the entry answers. */
export type AnswerOf<E extends Endpoint> = E extends { answer: infer A extends ShapeName }
  ? E extends { mayAnswerEmpty: true }
    ? ShapeOf<A> | undefined
    : ShapeOf<A>
  : E extends { listOf: infer I extends ShapeName }
    ? ShapeOf<I>[]
    : void;

type Unknown<E extends Endpoint> = Exclude<Placeholders<E['subject']>, Placeholders<E['route']> | keyof QueryOf<E>> & string;
/** What is wrong with an entry beyond its fields' own types. */
type Problems<E extends Endpoint> =
  | ([Unknown<E>] extends [never] ? never : `the subject's {${Unknown<E>}} is no parameter of the entry`)
  | (E extends { answer: ShapeName; listOf: ShapeName } ? 'answer and listOf exclude each other' : never)
  | (E extends { body: ShapeName }
      ? never
      : E extends { optionalBody: true } | { sensitive: string }
        ? 'optionalBody and sensitive need a body'
        : never)
  | (E extends { body: infer B extends ShapeName; sensitive: infer S }
      ? S extends keyof ShapeOf<B>
        ? never
        : `the body has no member ${S & string}`
      : never);
/** Nothing for a sound entry; for another, a property named after each problem, so that the error says it. */
type Consistent<E extends Endpoint> = [Problems<E>] extends [never] ? unknown : { [P in Problems<E>]: never };

/** A group of entries, checked and kept with their literal types. */
export function endpoints<const T extends Record<string, Endpoint>>(entries: T & { [K in keyof T]: Consistent<T[K]> }): T {
  return entries;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The transport's description of a call of the entry. */
function callOf<E extends Endpoint>(endpoint: E, params: ParamsOf<E>): Call {
  const given = params as Record<string, unknown>;
  const ids: Record<string, string | undefined> = {};
  for (const [, name] of endpoint.route.matchAll(PLACEHOLDER)) ids[name!] = given[name!] as string;
  const query: Record<string, string | number | undefined> = {};
  for (const [name, type] of Object.entries(endpoint.query ?? {})) {
    query[name] = given[name] as string | number | undefined;
    if (type.startsWith('uuid')) ids[name] = given[name] as string | undefined;
  }
  const body = given['body'];
  const hidden = endpoint.sensitive === undefined ? undefined : (body as Record<string, unknown>)[endpoint.sensitive];
  return {
    method: endpoint.method,
    route: endpoint.route,
    ids,
    ...(endpoint.query === undefined ? {} : { query }),
    ...(endpoint.body === undefined || (endpoint.optionalBody && body === undefined)
      ? {}
      : { body: { shape: endpoint.body, value: body } }),
    scope: endpoint.scope,
    subject: endpoint.subject.replace(PLACEHOLDER, (_, name: string) => String(given[name])),
    idempotent: endpoint.idempotent,
    ...(endpoint.shared ? { shared: true } : {}),
    ...(endpoint.sharedForMs === undefined ? {} : { sharedForMs: endpoint.sharedForMs }),
    ...(endpoint.poll ? { poll: true } : {}),
    ...(typeof hidden === 'string' ? { sensitive: [hidden] } : {}),
  };
}

/** Performs the entry: sends its call and answers with what its schemas validated. */
function perform<E extends Endpoint>(transport: Transport, endpoint: E, params: ParamsOf<E>): Promise<AnswerOf<E>> {
  const call = callOf(endpoint, params);
  if (endpoint.answer !== undefined) {
    const answer = endpoint.mayAnswerEmpty ? transport.jsonOrNothing(call, endpoint.answer) : transport.json(call, endpoint.answer);
    return answer as Promise<AnswerOf<E>>;
  }
  if (endpoint.listOf !== undefined) return transport.list(call, endpoint.listOf) as Promise<AnswerOf<E>>;
  return transport.empty(call) as Promise<AnswerOf<E>>;
}

/**
 * One call per entry of a group, named as the entry and given its params in one object. Writable,
 * as methods are, so that a test can wrap one.
 */
export type Bound<G extends Record<string, Endpoint>> = { -readonly [K in keyof G]: (params: ParamsOf<G[K]>) => Promise<AnswerOf<G[K]>> };

/** The calls of a group of entries, each performed over `transport`. */
export function bind<G extends Record<string, Endpoint>>(transport: Transport, group: G): Bound<G> {
  const calls: Record<string, (params: ParamsOf<Endpoint>) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(group)) calls[name] = (params) => perform(transport, endpoint, params);
  return calls as Bound<G>;
}
