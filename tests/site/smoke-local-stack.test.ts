// The smoke test a pipeline runs after each deploy (tests/smoke/smoke.ts), run here against the
// site `npm start` serves, so a change that would fail it after a deploy fails `npm test` first.
import { expect, it } from 'vitest';
import { runSmoke } from '../smoke/smoke.ts';
import { siteUrl } from './served.ts';

it('the smoke test passes against the local stack', { timeout: 120_000 }, async () => {
  const lines: string[] = [];
  const code = await runSmoke(['--url', siteUrl()], (line) => lines.push(line));
  expect(lines.join('\n')).toContain('Every check passed.');
  expect(code).toBe(0);
});
