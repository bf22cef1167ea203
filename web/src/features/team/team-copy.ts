export const teamPageCopy = {
  lead: 'Fernly was founded in 2024 by three people who each learned the hard way that willpower is not a workout plan. Between them they bring lived experience of ADHD, coaching, product design and the engineering that fits exercise around real calendars.',
  portraitAlt: (name: string) => `Illustrated portrait of ${name}`,
  joinUs: {
    heading: 'Work with us',
    text: 'We are a small, remote-first UK team and we hire people who care about neurodivergent users. If that is you, tell us what you would like to work on.',
    link: 'Get in touch',
  },
} as const;
