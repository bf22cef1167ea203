// The site's experiments: one entry each. An entry names the address tested, the pre-rendered
// pages shown there in its place (the first is the control: the address's own page) with their
// shares of visitors, the days it may run, and what the verdict judges it on. The build checks
// every entry against the pages it renders and writes each variant's copy; the CloudFront
// KeyValueStore (and the local stack's store) is filled from here; `npm run experiment` switches an
// entry on and off without a rebuild; `npm run stats -- --experiment <id>` gives its verdict.
// Decisions 0040 to 0042 explain the design; edge/experiments/definitions.ts holds the rules an entry
// must keep.
import type { ExperimentDefinition } from './definition-shape.ts';

export const experiments: readonly ExperimentDefinition[] = [
  {
    id: 'home-landing',
    question:
      'Does the simplified landing page (/HomePage1: "Get your plan", the app and one quote) send more visitors to the app than the full home page?',
    address: '/',
    status: 'stopped',
    variants: [
      { name: 'home', page: '/', weight: 50 },
      { name: 'homepage1', page: '/HomePage1', weight: 50 },
    ],
    start: '2026-12-01',
    end: '2027-02-22',
    goal: { metric: 'tap', baselineRate: 0.08, smallestLift: 0.25 },
  },
];
