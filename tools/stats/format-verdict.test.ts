import { describe, expect, it } from 'vitest';
import { experiments } from '../../edge/experiments/experiments.ts';
import { formatVerdictHtml } from './format-html.ts';
import { formatVerdict, verdictJson } from './format-verdict.ts';
import type { VariantFunnel } from '../../report/experiment-verdict.ts';
import { verdictTable } from '../../report/verdict-table.ts';

const [landing] = experiments;
if (landing === undefined) throw new Error('edge/experiments/experiments.ts has no experiment');

/** A variant's funnel, its visitors on `share` of as many networks as there are visitors. */
function funnel(
  variant: string,
  visitors: number,
  tapped: number,
  signedUp: number,
  share = 1,
): VariantFunnel {
  const keys = (count: number) => Math.round(count * share);
  return {
    variant,
    visitors,
    viewerKeys: keys(visitors),
    tapped,
    tappedViewerKeys: keys(tapped),
    signedUp,
    signedUpViewerKeys: keys(signedUp),
  };
}

const decided = verdictTable(
  landing,
  [funnel('home', 4_000, 320, 96, 0.95), funnel('homepage1', 4_000, 420, 100, 0.95)],
  10,
);
const early = verdictTable(landing, [funnel('home', 400, 3, 1), funnel('homepage1', 200, 2, 0)], 10);
/** The forged sign-ups' experiment: 60 people in each variant, and 60 browsers from one network in one. */
const forged = verdictTable(
  landing,
  [
    funnel('home', 60, 6, 0),
    {
      variant: 'homepage1',
      visitors: 120,
      viewerKeys: 61,
      tapped: 75,
      tappedViewerKeys: 16,
      signedUp: 0,
      signedUpViewerKeys: 0,
    },
  ],
  0,
);

/** A text's lines, with their trailing spaces. */
const lines = (text: string) => text.split('\n');
/** A text's paragraphs as single lines: what wrapping to a width has broken. */
const unwrapped = (text: string) => text.replace(/\n(?!\n)/g, ' ');

describe('the verdict as text', () => {
  it('is the report’s: a column a variant, a row a figure, the second figure of each in brackets', () => {
    const text = formatVerdict(decided);
    expect(lines(text).slice(0, 12)).toEqual([
      'Does the simplified landing page (/HomePage1: "Get your plan", the app and one quote) send more',
      'visitors to the app than the full home page?',
      'Variant                                home               homepage1',
      '-------------------------  ----------------  ----------------------',
      'Page                                      /              /HomePage1',
      'Visitors (by viewer key)      4,000 (3,800)           4,000 (3,800)',
      'Tapped (by viewer key)            320 (304)               420 (399)',
      'Signed up (by viewer key)           96 (91)                100 (95)',
      'Tap rate (95% interval)    8.0% (7.2%–8.9%)      10.5% (9.6%–11.5%)',
      'Difference (95% interval)           control  +2.5% (+1.2% to +3.8%)',
      'Chance best                            0.0%                  100.0%',
      '',
    ]);
    expect(text).toMatch(/\n\nVerdict: homepage1 is best, with a chance of at least 95%\.\n$/);
  });

  it('hides counts below the minimum, says how many more visitors are needed, and warns of a skewed split', () => {
    const text = formatVerdict(early);
    expect(text).toContain('\nVisitors (by viewer key)   400 (400)   200 (200)\n');
    expect(text).toContain('\nTapped (by viewer key)     <10 (<10)   <10 (<10)\n');
    expect(text).toContain('\nTap rate (95% interval)            –           –\n');
    expect(text).toContain('\nChance best                too early   too early\n');
    // Home’s 3 taps and homepage1’s 2 are withheld, by code and by viewer key.
    expect(text).not.toMatch(/ [23] \([23]\)/);
    expect(unwrapped(text)).toContain(
      'Too early for a verdict: 6,026 more visitors needed (3,213 a variant to find a 25.0% lift on a tap rate of 8.0%).',
    );
    expect(text).toContain('\n\nWarning: the split does not match the weights');
  });

  it('fits the terminal’s width, cutting the variants into blocks when they cannot sit side by side', () => {
    const text = formatVerdict(decided, 50);
    expect(Math.max(...lines(text).map((line) => line.length))).toBeLessThanOrEqual(50);
    expect(lines(text).filter((line) => line.startsWith('Page'))).toEqual([
      'Page                                   /',
      'Page                                /HomePage1',
    ]);
    expect(formatVerdict(decided, 60)).toContain(
      '\nPage                               /              /HomePage1\n',
    );
  });

  it('says "too early" short of the minimum sample, where no taps on either side would show a difference of none', () => {
    const none = verdictTable(landing, [funnel('home', 200, 0, 0), funnel('homepage1', 200, 0, 0)], 0);
    const text = formatVerdict(none);
    expect(text).toContain('\nTap rate (95% interval)    0.0% (0.0%–1.9%)  0.0% (0.0%–1.9%)\n');
    expect(text).toContain('\nDifference (95% interval)           control         too early\n');
    expect(text).toContain('\nChance best                       too early         too early\n');
    expect(unwrapped(text)).toContain('Too early for a verdict: 6,026 more visitors needed');
    // Past the minimum sample, none on either side is a difference of nothing, within an interval.
    const past = verdictTable(landing, [funnel('home', 4_000, 0, 0), funnel('homepage1', 4_000, 0, 0)], 0);
    expect(formatVerdict(past)).toContain(
      '\nDifference (95% interval)           control  +0.0% (−0.1% to +0.1%)\n',
    );
  });
});

describe('the verdict’s two counts of visitors', () => {
  it('shows both, and warns when a variant has many more visitor codes than viewer keys', () => {
    const text = formatVerdict(forged);
    expect(text).toContain('\nTapped (by viewer key)                  6 (6)              75 (16)\n');
    expect(unwrapped(text)).toContain(
      "Warning: the visitors of homepage1 are more often on a network another of them used than the other variants' (visitor codes against viewer keys: chi-square 43.9 > 10.828); people are assigned at random, so some of these visitors may be forged, many browsers from few networks, and no figure here can be trusted.",
    );
    expect(formatVerdict(decided)).not.toContain('forged');
  });

  it('names the visitors who reached the goal when theirs are the counts that disagree', () => {
    const forgedTaps = verdictTable(
      landing,
      [funnel('home', 600, 60, 6), { ...funnel('homepage1', 600, 140, 6), tappedViewerKeys: 62 }],
      0,
    );
    expect(forgedTaps.verdict.viewerKeyMismatch).toMatchObject({ of: 'converted', variants: ['homepage1'] });
    expect(unwrapped(formatVerdict(forgedTaps))).toContain(
      'Warning: the visitors of homepage1 with a tap are more often on a network another of them used',
    );
  });

  it('gives both counts and the warning to a program', () => {
    const json = verdictJson(landing, '2026-12-01', '2026-12-31', forged, 0);
    expect(json.variants[1]).toMatchObject({
      visitors: 120,
      viewerKeys: 61,
      tapped: 75,
      tappedViewerKeys: 16,
    });
    expect(json.viewerKeyMismatch).toMatchObject({ of: 'visitors', variants: ['homepage1'] });
    expect(verdictJson(landing, '2026-12-01', '2026-12-31', decided, 0).viewerKeyMismatch).toBeNull();
  });
});

describe('the verdict as JSON and HTML', () => {
  it('gives the figures to a program, withholding small counts and what is computed from them', () => {
    const json = verdictJson(landing, '2026-12-01', '2026-12-31', early, 10);
    expect(json.variants[0]).toMatchObject({ variant: 'home', visitors: 400, tapped: null, rate: null });
    expect(json.outcome).toEqual({ kind: 'collecting', moreVisitors: 6_026 });
    expect(json.sampleRatioMismatch).not.toBeNull();
    const owners = verdictJson(landing, '2026-12-01', '2026-12-31', decided, 0);
    expect(owners.variants[1]).toMatchObject({ tapped: 420, signedUp: 100, rate: 0.105 });
  });

  it('puts the verdict in a table with its notes', () => {
    const page = formatVerdictHtml(decided, '2026-12-01', '2026-12-31');
    // A column a variant, a row a figure: two variants fit a phone's width.
    expect(page).toContain('<th scope="col" class="figure">homepage1</th>');
    expect(page).toContain(
      '<tr><th scope="row">Page</th><td class="figure">/</td><td class="figure">/HomePage1</td></tr>',
    );
    // Each count with its count by viewer key under it, as a rate has its interval.
    expect(page).toContain(
      '<tr><th scope="row">Visitors <span class="second">(by viewer key)</span></th><td class="figure">4,000 <span class="second">(3,800)</span></td><td class="figure">4,000 <span class="second">(3,800)</span></td></tr>',
    );
    expect(page).toContain(
      '<tr><th scope="row">Tapped <span class="second">(by viewer key)</span></th><td class="figure">320 <span class="second">(304)</span></td><td class="figure">420 <span class="second">(399)</span></td></tr>',
    );
    expect(page).toContain(
      '<tr><th scope="row">Difference <span class="second">(95% interval)</span></th><td class="figure">control</td><td class="figure">+2.5% <span class="second">(+1.2% to +3.8%)</span></td></tr>',
    );
    expect(page).toContain(
      '<p class="conclusion">Verdict: homepage1 is best, with a chance of at least 95%.</p>',
    );
    expect(page).not.toContain('class="warning"');
    const forgedPage = formatVerdictHtml(forged, '2026-12-01', '2026-12-31');
    expect(
      [...forgedPage.matchAll(/<p class="warning">Warning: ([^<]*)<\/p>/g)].map((match) => match[1]),
    ).toEqual([
      expect.stringMatching(/^the split does not match the weights/),
      expect.stringMatching(/^the visitors of homepage1 are more often on a network another of them used/),
    ]);
    expect(forgedPage).toMatch(/<\/p>\n<p class="conclusion">Too early for a verdict: /);
  });
});
