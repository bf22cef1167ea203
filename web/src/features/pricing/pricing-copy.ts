export const pricingCopy = {
  eyebrow: 'Pricing',
  title: 'Simple plans, no small print',
  intro: 'Every plan includes every feature. Start with a free trial and cancel anytime from your account.',
  mostPopular: 'Most Popular',
  cancelAnytime: 'Cancel anytime',
  includes: [
    'A flexible plan written into your calendar',
    'Reminders that adapt to your schedule and the weather',
    'Your progress plant and workout matching with friends',
  ],
  /** Between the trial's length and the price: "<trial> free, then <price> / <period>". */
  trialSuffix: 'free, then',
  choosePlan: 'Choose',
  /** Beside a partner's discounted prices, saying whose prices they are. */
  memberPrice: (partnerName: string) => `${partnerName} member price`,
  partnerBanner: {
    /** Around the partner's name: "Your <partner> member discount is applied". */
    titlePrefix: 'Your',
    titleSuffix: 'member discount is applied',
    body: (discountPercent: number) =>
      `You came to Fernly through your benefits platform, so every plan below is ${discountPercent}% off, for as long as you stay subscribed.`,
  },
} as const;

/** The band that closes the home pages. */
export const trialBannerCopy = {
  title: 'Try Fernly free',
  /** Around the trial's length: "Start with <trial> free. Cancel anytime." */
  bodyPrefix: 'Start with',
  bodySuffix: 'free. Cancel anytime.',
  cta: 'Start your free trial',
} as const;
