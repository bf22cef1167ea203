/** The islands that show a partner's prices and trial (web/src/site/islands.ts redraws them). */
export const partnerPricesIslands = {
  pricing: 'pricing',
  trialBanner: 'trial-banner',
} as const;
