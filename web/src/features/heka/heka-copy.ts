// The employee-benefits home page: for HR teams choosing a benefit, and for employees whose
// employer already offers Fernly. Prices are set per organisation, so no public pricing here.

export const hekaHeroCopy = {
  eyebrow: 'Fernly through Heka',
  lead: 'An exercise benefit your neurodivergent people will actually use. Fernly books short, flexible workouts into busy calendars and adapts when the day changes: built for ADHD brains, easier for everyone, and available to your team through Heka.',
  employeeCta: 'I have Fernly through work',
  employerCta: 'Talk to us about your team',
  screenshotAlt:
    'The Fernly app on a phone: a 15-minute lunch walk booked between a design review and a client call, moved earlier because rain is due at 4pm',
} as const;

export const hekaStatsCopy = {
  title: 'Why it belongs in a benefits package',
  stats: [
    { value: '3–4%', label: 'of UK adults are estimated to have ADHD, many of them undiagnosed' },
    { value: '5 min', label: 'the shortest session, so even the busiest calendar has room' },
    { value: '0', label: 'apps to install: Fernly runs in the browser on any work or personal device' },
  ],
} as const;

export interface HekaStep {
  readonly title: string;
  readonly body: string;
}

export const hekaStepsCopy = {
  eyebrow: 'For employees',
  title: 'Getting started takes two minutes',
  steps: [
    {
      title: 'Find Fernly in Heka',
      body: 'Open Fernly from your Heka wellbeing hub, or sign up with the work email your employer registered with us. Your membership is recognised straight away.',
    },
    {
      title: 'Tell Fernly when you have energy',
      body: 'Answer five quick questions about your week, and connect a calendar if you like. Fernly plans around your meetings, not over them.',
    },
    {
      title: 'Move, and watch your plant grow',
      body: 'Sessions appear in your calendar with gentle reminders. Every one you finish, however short, grows your plant.',
    },
  ] satisfies readonly HekaStep[],
} as const;

export const hekaEmployerCopy = {
  eyebrow: 'For HR and people teams',
  title: 'A benefit that supports neuroinclusion without extra admin',
  points: [
    {
      title: 'Private by design',
      body: 'You see anonymous, aggregated uptake for groups of ten or more people. Nobody’s diagnosis, calendar or activity is ever shared with their employer.',
    },
    {
      title: 'Simple to roll out',
      body: 'Add Fernly to your Heka wellbeing hub, or give us a list of email domains. There is nothing to install and nothing to manage.',
    },
    {
      title: 'Useful for everyone',
      body: 'Flexible, calendar-aware exercise helps anyone with a packed schedule, so the benefit never singles out the people it was chosen for.',
    },
    {
      title: 'UK data, UK support',
      body: 'Data is stored in a UK cloud region and our team answers support questions within one working day.',
    },
  ],
} as const;

export const hekaContactCopy = {
  title: 'Bring Fernly to your team',
  body: 'Tell us a little about your organisation and we will reply within one working day with pricing and a rollout plan.',
  cta: 'Contact our partnerships team',
} as const;
