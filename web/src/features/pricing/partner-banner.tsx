import { pricingCopy } from './pricing-copy.ts';
import { partnerFor, type AffiliateSource } from '../partners/affiliate.ts';
import { Icon } from '../../ui/icons.tsx';
import './partner-banner.css';

export function PartnerBanner({ source }: { readonly source: AffiliateSource }) {
  const { titlePrefix, titleSuffix, body } = pricingCopy.partnerBanner;
  const partner = partnerFor(source);
  return (
    <div className="partner-banner" data-partner={source}>
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
