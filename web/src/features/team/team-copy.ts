/** Each founder's portrait, wherever it shows. */
export const founderPortraitAlt = (name: string) => `Illustrated portrait of ${name}`;

/** The home page's team section. */
export const teamSectionCopy = {
  eyebrow: 'The team',
  title: 'Built by people who get it',
  intro:
    'Two of our three founders have ADHD. All three have spent years watching good intentions about exercise fall apart, and wanted to fix the plan rather than blame the person.',
} as const;

/** The team page. */
export const teamPageCopy = {
  lead: 'Fernly was founded in 2024 by three people who each learned the hard way that willpower is not a workout plan. Between them they bring lived experience of ADHD, coaching, product design and the engineering that fits exercise around real calendars.',
  joinUs: {
    heading: 'Work with us',
    text: 'We are a small, remote-first UK team and we hire people who care about neurodivergent users. If that is you, tell us what you would like to work on.',
    link: 'Get in touch',
  },
} as const;
