/**
 * A read started before the step that uses it, so that it shares a round trip with the reads
 * beside it. Its failure is kept for that step, which meets it where it asks for the answer: never
 * an unhandled rejection while other work goes first, and never dropped on the way.
 */
export type HeadStart<T> = () => Promise<T>;

export function headStart<T>(reading: Promise<T>): HeadStart<T> {
  const settled = reading.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return async () => {
    const answer = await settled;
    if (!answer.ok) throw answer.error;
    return answer.value;
  };
}
