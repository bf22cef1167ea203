// The experiment entry tests start from: the home page against /HomePage1, 50/50, running from
// 2026-12-01 to 2027-01-31, judged on taps. Each test names only what it changes.
import type { ExperimentDefinition } from './definition-shape.ts';

export function landingExperiment(changes: Partial<ExperimentDefinition> = {}): ExperimentDefinition {
  return {
    id: 'home-landing',
    question: 'Which landing page sends more visitors to the app?',
    address: '/',
    status: 'running',
    variants: [
      { name: 'home', page: '/', weight: 50 },
      { name: 'homepage1', page: '/HomePage1', weight: 50 },
    ],
    start: '2026-12-01',
    end: '2027-01-31',
    goal: { metric: 'tap', baselineRate: 0.08, smallestLift: 0.25 },
    ...changes,
  };
}
