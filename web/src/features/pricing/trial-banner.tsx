import { AppCallToAction } from '../download/app-call-to-action.tsx';
import { useAffiliateSource } from '../partners/use-affiliate-source.ts';
import { ActionBand } from '../../ui/action-band.tsx';
import { trialBannerCopy } from './pricing-copy.ts';
import { trialLabel } from './prices.ts';

/** The home pages' closing band: the visitor's trial, which a partner can lengthen. */
export function TrialBanner() {
  const source = useAffiliateSource();
  return (
    <ActionBand
      id="trial-banner-title"
      title={trialBannerCopy.title}
      body={`${trialBannerCopy.bodyPrefix} ${trialLabel(source)} ${trialBannerCopy.bodySuffix}`}
    >
      <AppCallToAction intent="signup" variant="secondary">
        {trialBannerCopy.cta}
      </AppCallToAction>
    </ActionBand>
  );
}
