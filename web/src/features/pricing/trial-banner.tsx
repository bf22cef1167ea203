import { useAffiliateSource } from '../partners/use-affiliate-source.ts';
import { Island } from '../../ui/island.tsx';
import { partnerPricesIslands } from './partner-prices-islands.ts';
import { TrialBannerBand } from './trial-banner-band.tsx';

/** The trial band at the visitor's trial, redrawn for a partner's visitor like the prices. */
export function TrialBanner() {
  return (
    <Island name={partnerPricesIslands.trialBanner}>
      <TrialBannerBand source={useAffiliateSource()} />
    </Island>
  );
}
