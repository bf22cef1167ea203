import { AppCallToAction } from '../download/app-call-to-action.tsx';
import type { AffiliateSource } from '../partners/affiliate.ts';
import { ActionBand } from '../../ui/action-band.tsx';
import { trialBannerCopy } from './pricing-copy.ts';
import { trialLabel } from './prices.ts';

/** The home pages' closing band: the visitor's trial, which a partner can lengthen. */
export function TrialBannerBand({ source }: { readonly source: AffiliateSource | null }) {
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
