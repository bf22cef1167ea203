import type { Partner } from '../../shared/visit.ts';
import { currency } from './plans.ts';
import { pricingCopy } from './pricing-copy.ts';

export interface PlanPrice {
  /** What the visitor pays, in pounds. */
  readonly amount: number;
  /** The undiscounted price when a discount applies, otherwise null. */
  readonly originalAmount: number | null;
}

/** The visitor's price: the partner's discount, rounded to the penny, or the plan's own price. */
export function applyPartnerDiscount(priceGbp: number, partner: Partner | null): PlanPrice {
  if (partner === null) return { amount: priceGbp, originalAmount: null };
  return discountedPrice(priceGbp, partner.discountPercent);
}

/**
 * A discount rounded to the penny. Works in whole pence so the result is always an exact
 * two-decimal amount, never a binary fraction such as 5.591999….
 */
export function discountedPrice(priceGbp: number, discountPercent: number): PlanPrice {
  const pence = Math.round(priceGbp * 100);
  const discountedPence = Math.round((pence * (100 - discountPercent)) / 100);
  return { amount: discountedPence / 100, originalAmount: priceGbp };
}

/**
 * Whose prices the visitor sees: "Quay member price" for every partner's members, banner or not,
 * so struck-through prices never appear without a reason. Null at standard prices.
 */
export function memberPriceLabel(partner: Partner | null): string | null {
  return partner === null ? null : pricingCopy.memberPrice(partner.name);
}

// Made on first use, not when the module loads: creating it loads the locale's data, about 40 ms
// on a mid-range phone, which would otherwise lengthen the app's single start-up task (the
// module graph evaluates in one go) instead of a slice of hydration.
let priceFormat: Intl.NumberFormat | undefined;

export function formatGbp(amount: number): string {
  priceFormat ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency });
  return priceFormat.format(amount);
}

/** What a screen reader hears for a price, since strike-through is not announced. */
export function accessiblePriceText(price: PlanPrice, period: string): string {
  const now = `${formatGbp(price.amount)} per ${period}`;
  return price.originalAmount === null ? now : `was ${formatGbp(price.originalAmount)}, now ${now}`;
}
