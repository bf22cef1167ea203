// The only place prices are written. Partner discounts are computed from these in prices.ts.

export type PlanId = 'weekly' | 'monthly' | 'yearly';

export interface PlanCopy {
  readonly id: PlanId;
  readonly name: string;
  /** Price in pounds sterling, including VAT. */
  readonly priceGbp: number;
  readonly period: string;
  readonly summary: string;
}

export const currency = 'GBP';

const monthlyPriceGbp = 6.99;
const yearlyPriceGbp = 49.99;

export const plans: readonly PlanCopy[] = [
  {
    id: 'weekly',
    name: 'Weekly',
    priceGbp: 3.49,
    period: 'week',
    summary: 'Try a few weeks of movement on your own terms, without a long commitment.',
  },
  {
    id: 'monthly',
    name: 'Monthly',
    priceGbp: monthlyPriceGbp,
    period: 'month',
    summary: 'The plan most people settle into: full planning, reminders and friends, month by month.',
  },
  {
    id: 'yearly',
    name: 'Yearly',
    priceGbp: yearlyPriceGbp,
    period: 'year',
    summary: `A year of growing your plant for the price of about ${Math.round(yearlyPriceGbp / monthlyPriceGbp)} months.`,
  },
];

export const mostPopularPlan: PlanId = 'monthly';
