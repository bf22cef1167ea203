import { trialOf, trialText, type Partner } from '../../shared/visit.ts';
import { ActionBand } from '../../ui/action-band.tsx';
import { AppCallToAction } from '../../ui/app-call-to-action.tsx';
import { trialBannerCopy } from './pricing-copy.ts';

/** The home pages' closing band: the visitor's trial, which a partner can lengthen. */
export function TrialBannerBand({ partner }: { readonly partner: Partner | null }) {
  return (
    <ActionBand
      name="trial-banner"
      title={trialBannerCopy.title}
      body={`${trialBannerCopy.bodyPrefix} ${trialText(trialOf(partner))} ${trialBannerCopy.bodySuffix}`}
    >
      <AppCallToAction intent="signup" variant="secondary">
        {trialBannerCopy.cta}
      </AppCallToAction>
    </ActionBand>
  );
}
