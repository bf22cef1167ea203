// The report's figures, each declared once (docs/decisions/0074), as Plausible declares its
// metrics in one list that its query, API and UI read: the name, which is the figure's JSON key;
// the SQL column a count is answered in (the name as SQL spells it, since Athena answers column
// names in lower case); the label every format shows; how it is formatted; and whether partners
// see it. A count's SQL is the only other place a figure is written: day-rollups.sql counts it per
// day and report.sql adds the days up, one text that DuckDB and Athena both run. The result's
// parser, the report, its sections (and so the terminal table, CSV, the HTML dashboard, the weekly
// mail and the partner figures) and the tests read this list.

/** A count of people or things; a rate, a share shown as a percentage; a ratio (pages per visit). */
type FigureFormat = 'count' | 'rate' | 'ratio';

interface FigureShape {
  readonly name: string;
  readonly label: string;
  readonly format: FigureFormat;
  /** Shown in the totals and in each breakdown's rows; false: a count that rates are made of. */
  readonly funnel: boolean;
  /** Shown in a shared report (a partner's, or `--shared`), and so stored in the partner figures. */
  readonly partners: boolean;
  /** Among the figures the dashboard and the weekly mail open with. */
  readonly headline: boolean;
  /** A rise is bad news (a higher bounce rate). */
  readonly lowerIsBetter: boolean;
}

export interface CountFigure extends FigureShape {
  readonly format: 'count';
  readonly column: string;
  /** Shown for each day or week, in the table under the chart. */
  readonly perPeriod: boolean;
  /** Drawn over time in the chart, a row of columns on a scale of its own. */
  readonly charted: boolean;
}

interface RateFigure extends FigureShape {
  readonly format: 'rate' | 'ratio';
  /** The counts it divides, by name: the numerator, then the denominator. */
  readonly of: readonly [numerator: string, denominator: string];
}

export type FigureDefinition = CountFigure | RateFigure;

const shownEverywhere = { funnel: true, partners: true, headline: true, lowerIsBetter: false } as const;

function count<const Name extends string, const Column extends string>(
  name: Name,
  column: Column,
  label: string,
  options: Partial<Omit<CountFigure, 'name' | 'column' | 'label' | 'format'>> = {},
) {
  return {
    name,
    column,
    label,
    format: 'count',
    ...shownEverywhere,
    perPeriod: false,
    charted: false,
    ...options,
  } as const;
}

function rate<const Name extends string>(
  name: Name,
  label: string,
  of: RateFigure['of'],
  options: Partial<Omit<RateFigure, 'name' | 'label' | 'of'>> = {},
) {
  return { name, label, format: 'rate', of, ...shownEverywhere, ...options } as const;
}

/** Every figure, in the order every table shows them. */
export const reportFigures = [
  count('visitors', 'visitors', 'Visitors', { perPeriod: true, charted: true }),
  count('visits', 'visits', 'Visits', { perPeriod: true }),
  count('tappedVisitors', 'tapped_visitors', 'Opened the app', { perPeriod: true, charted: true }),
  rate('tapRate', 'Tap rate', ['tappedVisitors', 'visitors']),
  count('signUps', 'sign_ups', 'Sign-ups', { perPeriod: true, charted: true }),
  rate('signUpRate', 'Sign-up rate', ['signUps', 'tappedVisitors']),
  rate('bounceRate', 'Bounce rate', ['bounces', 'visits'], { lowerIsBetter: true }),
  rate('pagesPerVisit', 'Pages per visit', ['pageViews', 'visits'], { format: 'ratio', headline: false }),
  count('logIns', 'log_ins', 'Log-ins'),
  count('pageViews', 'page_views', 'Page views', { funnel: false, headline: false }),
  count('bounces', 'bounces', 'Bounces', { funnel: false, headline: false }),
  count('taps', 'taps', 'Taps', { funnel: false, headline: false }),
] as const satisfies readonly FigureDefinition[];

type Declared = (typeof reportFigures)[number];
export type FigureName = Declared['name'];
/** The columns of the report's result that hold a count. */
export type CountColumn = Extract<Declared, { readonly format: 'count' }>['column'];
