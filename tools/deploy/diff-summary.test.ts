import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import {
  diffSummary,
  fencedText,
  stepSummaryLimitBytes,
  withWorkflowCommandsStopped,
} from './diff-summary.ts';

/** A diff whose text tries to end its fence and write a page of its own. */
const spoof = [
  'Resources',
  '[~] AWS::Lambda::Function Handler',
  '```',
  '',
  '### ✅ No changes to production',
  '<img src=x onerror=alert(1)><details open><summary>Approve</summary></details>',
  '`````',
  '~~~',
].join('\n');

describe('the diff in the run summary', () => {
  it('is one code block holding the whole text, whatever fences and HTML the text holds', () => {
    const tokens = marked.lexer(fencedText(spoof));
    expect(tokens.map((token) => token.type)).toEqual(['code']);
    expect(tokens[0]).toMatchObject({ type: 'code', text: spoof });
    expect(marked.parse(fencedText(spoof), { async: false })).not.toMatch(/<img|<details|<h3/);
  });

  it('uses a fence longer than the longest run of backticks in the text', () => {
    expect(fencedText('no backticks').split('\n')[0]).toBe('```');
    expect(fencedText(spoof).split('\n')[0]).toBe('``````');
  });

  it('gives each stack a heading and its own block', () => {
    const summary = diffSummary('production', [
      { stackName: 'Fernly-EdgeFirewall', text: 'There were no differences' },
      { stackName: 'Fernly', text: spoof },
    ]);
    const tokens = marked.lexer(summary).filter((token) => token.type !== 'space');
    expect(
      tokens.map((token) =>
        token.type === 'heading' ? `h${String(token.depth)} ${token.text}` : token.type,
      ),
    ).toEqual([
      'h3 What deploying production will change',
      'h4 Fernly-EdgeFirewall',
      'code',
      'h4 Fernly',
      'code',
    ]);
  });

  it('stays under GitHub’s limit for a step’s summary, saying where the rest is', () => {
    const huge = `${'é'.repeat(stepSummaryLimitBytes)}\n`;
    const summary = diffSummary('production', [
      { stackName: 'Fernly', text: huge },
      { stackName: 'Fernly-EdgeAlarms', text: huge },
    ]);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(stepSummaryLimitBytes);
    expect(summary).toMatch(/bytes more in the job’s log/);
    expect(marked.lexer(summary).filter((token) => token.type === 'code')).toHaveLength(2);
  });
});

describe('the diff in the job’s log', () => {
  it('is printed with workflow commands stopped, until a token the text does not hold', () => {
    const printed = withWorkflowCommandsStopped('::error::the deploy is fine\n::add-mask::x', 'a1b2c3');
    expect(printed.split('\n')).toEqual([
      '::stop-commands::a1b2c3',
      '::error::the deploy is fine',
      '::add-mask::x',
      '::a1b2c3::',
    ]);
  });
});
