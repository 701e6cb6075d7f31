/**
 * For a few seconds after a trigger, `GET /environment/{id}/status` still shows the state from
 * before it (upstream notes; the vendor's CLI waits 3 s, its Terraform provider 5 s). A read made
 * that long after an answer is as new as that answer.
 */
export const STALE_READ_MS = 5_000;
