// The smoke test a pipeline runs after each deploy (tests/smoke/smoke.ts), run here against the
// site `npm start` serves, so a change that would fail it after a deploy fails `npm test` first.
import { runSmoke } from '../smoke/smoke.ts';
import { expect, test } from './fixtures.ts';

test('the smoke test passes against the local stack', async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no browser involved: once is enough');
  test.setTimeout(120_000);
  const lines: string[] = [];
  const code = await runSmoke(['--url', baseURL ?? ''], (line) => lines.push(line));
  expect(lines.join('\n')).toContain('Every check passed.');
  expect(code).toBe(0);
});
