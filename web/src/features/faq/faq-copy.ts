/** The FAQs page. */
export const faqsPageCopy = {
  lead: 'Straight answers about how Fernly works, what it costs and how to leave if it is not for you. If your question is not here, we are happy to help.',
  homeHeading: 'The basics',
  moreHeading: 'Plans, privacy and everything else',
  stillStuck: {
    heading: 'Still have a question?',
    text: 'Send us a message and a real person will reply within two working days.',
    link: 'Contact us',
  },
} as const;

/** The FAQ section of the home-family pages. */
export const faqSectionCopy = {
  eyebrow: 'Questions',
  title: 'Frequently asked questions',
  moreLink: 'See all questions',
} as const;
