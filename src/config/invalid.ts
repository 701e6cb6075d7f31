/** A parser's refusal: only the problem, without the input's name, which index.ts puts before it. */
export class Invalid extends Error {}

export function invalid(problem: string): never {
  throw new Invalid(problem);
}
