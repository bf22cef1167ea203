import type { Partner } from '../../shared/visit.ts';
import { Icon } from '../../ui/icons.tsx';
import { pricingCopy } from './pricing-copy.ts';
import './partner-banner.css';

export function PartnerBanner({ partner }: { readonly partner: Partner }) {
  const { titlePrefix, titleSuffix, body } = pricingCopy.partnerBanner;
  return (
    <div className="partner-banner" data-partner={partner.slug}>
      <span className="partner-banner__icon">
        <Icon name="gift" />
      </span>
      <div>
        <p className="partner-banner__title">
          {titlePrefix} {partner.name} {titleSuffix}
        </p>
        <p className="partner-banner__body">{body(partner.discountPercent)}</p>
      </div>
    </div>
  );
}
