// What shows the product off, in the order the home pages show it: its three feature blocks, the
// award, the browser-app benefits and the press that wrote about it.

export interface FeatureCopy {
  readonly id: 'plant' | 'mental-load' | 'support';
  readonly title: string;
  readonly body: string;
  readonly points: readonly string[];
}

export const featuresCopy = {
  eyebrow: 'How Fernly helps',
  title: 'Built for the way your brain actually works',
  features: [
    {
      id: 'plant',
      title: 'A plant that grows with your progress',
      body: 'Every session you finish, however short, helps your plant put out a new leaf. It is progress you can see at a glance, without charts to interpret.',
      points: [
        'Five minutes counts',
        'A missed day pauses growth, nothing wilts',
        'New plants to unlock as you go',
      ],
    },
    {
      id: 'mental-load',
      title: 'Low mental load',
      body: 'No planning, no choosing, no deciding what to wear. Fernly picks the session, books it into a free gap in your calendar and swaps it indoors when rain is forecast.',
      points: [
        'Booked straight into your calendar',
        'Adapts to your schedule and the weather',
        'One tap to start',
      ],
    },
    {
      id: 'support',
      title: 'Support without pressure',
      body: 'Reminders arrive like a friendly nudge, not an alarm. Say “not today” and Fernly finds another slot. Match workout times with a friend when you want company.',
      points: [
        'Gentle, snoozable reminders',
        'Workout times matched with friends',
        'No streak resets or guilt trips',
      ],
    },
  ] satisfies readonly FeatureCopy[],
} as const;

export const productHuntCopy = {
  eyebrow: 'Award',
  title: 'No. 1 Product of the Month in Health and Fitness',
  body: 'The Product Hunt community voted Fernly the top Health and Fitness launch of the month. Thank you to everyone who tried it, upvoted and sent us feedback.',
  badgeAlt: 'Product Hunt: No. 1 Product of the Month, Health and Fitness',
} as const;

export interface BrowserBenefit {
  readonly id: 'instant' | 'trusted' | 'updated' | 'value';
  readonly title: string;
  readonly body: string;
}

export const browserAppCopy = {
  eyebrow: 'No download needed',
  title: 'Fernly runs right in your browser',
  intro: 'Open it on your phone, tablet or laptop and pick up exactly where you left off.',
  benefits: [
    {
      id: 'instant',
      title: 'Instant access',
      body: 'No app store, no install, no storage warnings. Sign up and start your first session within a minute.',
    },
    {
      id: 'trusted',
      title: 'Trusted tech',
      body: 'Built on the same secure web standards your bank uses, with your data stored in a UK cloud region.',
    },
    {
      id: 'updated',
      title: 'Always updated',
      body: 'Every improvement reaches you the moment it ships. There is never an update to remember to install.',
    },
    {
      id: 'value',
      title: 'More value',
      body: 'No app store commission means more of your subscription goes into building Fernly, and lower prices for you.',
    },
  ] satisfies readonly BrowserBenefit[],
} as const;

/** Fictional publications, set as text wordmarks in their own type styles. */
export interface PressOutlet {
  readonly name: string;
  readonly style: 'serif' | 'condensed' | 'rounded' | 'mono' | 'italic';
}

export const pressCopy = {
  title: 'As seen in',
  outlets: [
    { name: 'The Daily Stride', style: 'serif' },
    { name: 'WELLNESS WEEKLY', style: 'condensed' },
    { name: 'mindful tech', style: 'rounded' },
    { name: 'Health/Byte', style: 'mono' },
    { name: 'The Northern Ledger', style: 'italic' },
  ] satisfies readonly PressOutlet[],
} as const;
