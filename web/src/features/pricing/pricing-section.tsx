import { useAffiliateSource } from '../partners/use-affiliate-source.ts';
import { Island } from '../../ui/island.tsx';
import { partnerPricesIslands } from './partner-prices-islands.ts';
import { PricingPlans } from './pricing-plans.tsx';

/**
 * The plans at the visitor's prices. Pre-rendered at standard prices, or a partner page's own; a
 * visitor who came through a partner sees theirs on any other page too, redrawn in the browser.
 */
export function PricingSection() {
  return (
    <Island name={partnerPricesIslands.pricing}>
      <PricingPlans source={useAffiliateSource()} />
    </Island>
  );
}
