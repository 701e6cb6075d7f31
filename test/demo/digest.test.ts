/** What `npm run demo` shows of each run besides its log (tools/demo/digest.ts). */
import { describe, expect, it } from 'vitest';
import { digest, visibleComment } from '../../tools/demo/digest.ts';

const COMMENT = [
  '<!-- platform-deploy:preview -->',
  '### ✅ Preview ready: blueprint-pr-7',
  '🔗 **[127.0.0.1:4/&#95;services/w](http://127.0.0.1:4/_services/w)** · checkout: [127.0.0.1:4/&#95;services/c](http://127.0.0.1:4/_services/c) · commit [`1a2b3c4`](https://github.com/acme/shop/commit/1a2b3c4) · 9.2s',
  '',
  '**Versions:** **checkout**, **search**, **web** at this commit · **worker** at main',
  '',
  '<details>',
  '<summary>⏱️ Stages: ✅ storefront 5.0s</summary>',
  '',
  '| Stage · service | Build | Deploy | Took | Status |',
  '</details>',
  '',
  '<sub>Reported by platform-deploy · [workflow run](https://github.com/acme/shop/actions/runs/1)</sub>',
].join('\n');

describe("the demo's digest of a run", () => {
  it('shows the comment as the pull request does before anything is unfolded, in plain words', () => {
    expect(visibleComment(COMMENT)).toEqual([
      '✅ Preview ready: blueprint-pr-7',
      '🔗 127.0.0.1:4/_services/w · checkout: 127.0.0.1:4/_services/c · commit 1a2b3c4 · 9.2s',
      'Versions: checkout, search, web at this commit · worker at main',
    ]);
  });

  it('says the outcome, each link by its service, and where the comment is, in a few lines', () => {
    const outputs = {
      outcome: 'success',
      'duration-seconds': '9',
      'environment-name': 'blueprint-pr-7',
      created: 'true',
      urls: '{"web":"http://127.0.0.1:4/_services/w","checkout":"http://127.0.0.1:4/_services/c"}',
      metrics: '[{"stage":"trigger"}]',
      'deployment-request-id': '532fab56-8e68-40b7-a56e-1296c65789c7',
    };
    const lines = digest(outputs, { url: 'https://github.com/acme/shop/pull/7#issuecomment-1001', body: COMMENT });
    expect(lines).toEqual([
      '  outcome  success in 9 s · environment blueprint-pr-7 (created)',
      '  links    web        http://127.0.0.1:4/_services/w',
      '           checkout   http://127.0.0.1:4/_services/c',
      "  comment  https://github.com/acme/shop/pull/7#issuecomment-1001 (on the demo's fake GitHub), which reads:",
      '    │ ✅ Preview ready: blueprint-pr-7',
      '    │ 🔗 127.0.0.1:4/_services/w · checkout: 127.0.0.1:4/_services/c · commit 1a2b3c4 · 9.2s',
      '    │ Versions: checkout, search, web at this commit · worker at main',
    ]);
    // The outputs a newcomer does not need at a glance are for --verbose.
    expect(lines.join('\n')).not.toContain('532fab56');
    expect(lines.join('\n')).not.toContain('trigger');
  });

  it('says why a run failed, and shows no links when there are none', () => {
    expect(digest({ outcome: 'failure', 'failure-reason': 'web crashed on start', 'duration-seconds': '3', urls: '{}' })).toEqual([
      '  outcome  failure in 3 s: web crashed on start',
    ]);
  });
});
