import type { Partner } from '../../shared/visit.ts';
import { Island } from '../../ui/island.tsx';
import { partnerPricesIslands } from './partner-prices-enhancement.ts';
import { PricingPlans } from './pricing-plans.tsx';
import { TrialBannerBand } from './trial-banner-band.tsx';

/**
 * The plans at the visit's prices: pre-rendered at the standard ones, or a partner page's own. A
 * visitor who came through a partner sees theirs on any other page too, redrawn in the browser
 * (./partner-prices-island.tsx).
 */
export function PricingSection({ partner }: { readonly partner: Partner | null }) {
  return (
    <Island name={partnerPricesIslands.pricing}>
      <PricingPlans partner={partner} />
    </Island>
  );
}

/** The closing band at the visit's trial, redrawn for a partner's visitor like the prices. */
export function TrialBanner({ partner }: { readonly partner: Partner | null }) {
  return (
    <Island name={partnerPricesIslands.trialBanner}>
      <TrialBannerBand partner={partner} />
    </Island>
  );
}
