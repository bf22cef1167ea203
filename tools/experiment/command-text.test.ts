import { describe, expect, it } from 'vitest';
import { layOut } from './command-text.ts';

const widest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));

describe('the text of npm run experiment', () => {
  it('wraps a paragraph at a word, each of its lines on its own, within the width', () => {
    const text = layOut(['home-landing started on the local stack today\nIts verdict so far:'], 40);
    expect(text.split('\n')).toEqual([
      'home-landing started on the local stack',
      'today',
      'Its verdict so far:',
    ]);
  });

  it('keeps a line’s indent, and a bullet’s text clear of its dash', () => {
    expect(layOut(['  - the variants’ weights add up to 90, not 100'], 40).split('\n')).toEqual([
      '  - the variants’ weights add up to 90,',
      '    not 100',
    ]);
  });

  it('never wraps a command on a line of its own, or the usage, so that it is copied whole', () => {
    const command = '  npm run experiment -- start home-landing --from today --data-dir /tmp/a-long-folder';
    expect(layOut([`To try it:\n${command}`], 40).split('\n')).toEqual(['To try it:', command]);
    const usage = 'Usage: npm run experiment -- status [<id>] [options]';
    expect(layOut([usage], 40)).toBe(usage);
    expect(layOut(['Run npm run experiment -- status [<id>] to see them'], 40)).toContain('\n');
  });

  it('puts a list’s descriptions in a column beside the terms, wrapped within it', () => {
    const text = layOut(
      [
        [
          ['start <id>', 'switch it on at its address'],
          ['--from today', 'with start, on the local stack only'],
        ],
      ],
      40,
    );
    expect(text.split('\n')).toEqual([
      '  start <id>    switch it on at its',
      '                address',
      '  --from today  with start, on the local',
      '                stack only',
    ]);
  });

  it('puts the descriptions under their terms when a column beside them would be too narrow', () => {
    const text = layOut(
      [[['--data-dir <a-very-long-term>', 'the local stack’s data folder, as npm start’s']]],
      40,
    );
    expect(text.split('\n')).toEqual([
      '  --data-dir <a-very-long-term>',
      '    the local stack’s data folder, as',
      '    npm start’s',
    ]);
  });

  it('keeps every line within the width, and lays out no narrower than a table can be', () => {
    const blocks = [
      'Experiments on the local stack (/tmp/fernly/experiments-store.json):',
      '',
      [['State', 'switched on from 2026-12-01; until then / shows its own page to everyone']] as const,
    ];
    for (const width of [40, 60, 100]) expect(widest(layOut(blocks, width))).toBeLessThanOrEqual(width);
    expect(layOut(blocks, 10)).toBe(layOut(blocks, 40));
  });
});
