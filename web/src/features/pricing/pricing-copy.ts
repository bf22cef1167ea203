import pricingFile from '../../../../content/pages/pricing.yaml';
import { fillPlaceholders } from '../../shared/copy-text.ts';

const { pricing } = pricingFile;

/** The pricing section, from content/pages/pricing.yaml; a partner's name and discount come from code. */
export const pricingCopy = {
  ...pricing,
  /** Beside a partner's discounted prices, saying whose prices they are. */
  memberPrice: (partnerName: string) => fillPlaceholders(pricing.memberPrice, { partner: partnerName }),
  partnerBanner: {
    ...pricing.partnerBanner,
    body: (discountPercent: number) =>
      fillPlaceholders(pricing.partnerBanner.body, { discount: `${discountPercent.toString()}%` }),
  },
};

/** The band that closes the home pages: "<bodyPrefix> <trial> <bodySuffix>". */
export const trialBannerCopy = pricingFile.trialBanner;
