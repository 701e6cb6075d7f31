/** One request to the fake GitHub with a token, answered as a client sees it: status, JSON body and headers. */
import type { FakeGitHub } from '../../tools/fake-github/index.ts';

export interface Answer {
  status: number;
  body: unknown;
  link: string;
}

export async function call(github: FakeGitHub, method: string, path: string, token = github.token, body?: unknown): Promise<Answer> {
  const response = await fetch(`${github.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined, link: response.headers.get('link') ?? '' };
}
