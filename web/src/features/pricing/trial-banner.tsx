import { AppCallToAction } from '../download/app-call-to-action.tsx';
import { trialBannerCopy } from '../home/home-copy.ts';
import { trialLabel } from './prices.ts';
import { useAffiliateSource } from '../partners/use-affiliate-source.ts';
import './trial-banner.css';

export function TrialBanner() {
  const source = useAffiliateSource();
  return (
    <section className="trial-banner" aria-labelledby="trial-banner-title">
      <div className="container trial-banner__inner">
        <div>
          <h2 id="trial-banner-title" className="trial-banner__title">
            {trialBannerCopy.title}
          </h2>
          <p className="trial-banner__body">
            {trialBannerCopy.bodyPrefix} {trialLabel(source)} {trialBannerCopy.bodySuffix}
          </p>
        </div>
        <AppCallToAction intent="signup" variant="secondary">
          {trialBannerCopy.cta}
        </AppCallToAction>
      </div>
    </section>
  );
}
