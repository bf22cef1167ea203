import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { heldBuildArgument, released, releaseLine } from './build-gate.ts';

describe('released', () => {
  it('lets a build that was not held run at once, without reading its input', async () => {
    const input = new PassThrough();
    await expect(released(['node', 'prerender.ts'], input)).resolves.toBe(true);
    expect(input.listenerCount('data')).toBe(0);
  });

  it('holds a build until the stack writes the release line', async () => {
    const input = new PassThrough();
    let outcome: boolean | undefined;
    const waiting = released(['node', 'prerender.ts', heldBuildArgument], input).then((run) => {
      outcome = run;
    });
    input.write(releaseLine.slice(0, 2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outcome).toBeUndefined();
    input.end(releaseLine.slice(2));
    await waiting;
    expect(outcome).toBe(true);
  });

  it('tells a held build not to run when its input ends unreleased (a code change, or the stack stopped)', async () => {
    const input = new PassThrough();
    const waiting = released(['node', 'prerender.ts', heldBuildArgument], input);
    input.end();
    await expect(waiting).resolves.toBe(false);
  });
});
