import termsFile from '../../../../content/legal/terms.yaml';
import { brandName } from '../../shared/brand.ts';
import { formatLongDate } from '../../shared/format-date.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { standardTrial, trialText } from '../../shared/visit.ts';
import { filledDocument, type LegalDocument } from './legal-blocks.ts';
import type { termsFacts } from './legal-schema.ts';
import { partnerDiscountText, partnerNameList, partnersWithTheirOwnTrial } from '../partners/partners.ts';

const facts = {
  brand: brandName,
  'support-email': siteConfig.supportEmail,
  'app-origin': siteConfig.appOrigin,
  'standard-trial': trialText(standardTrial),
  /** ", or <trial> if you join through our partner <name>": each partner whose trial differs from the standard one. */
  'partner-trials': partnersWithTheirOwnTrial()
    .map((partner) => `, or ${trialText(partner.trial)} if you join through our partner ${partner.name}`)
    .join(''),
  'partner-names': partnerNameList('or'),
  'partner-discount': partnerDiscountText(),
  // The terms' last change is also when they took effect.
  updated: formatLongDate(termsFile.updated),
} satisfies Record<(typeof termsFacts)[number], string>;

/** The terms page's title, description and heading. */
export const termsPageMeta = termsFile.page;

/** The terms of content/legal/terms.yaml, their facts filled in. */
export const terms: LegalDocument = filledDocument(termsFile, facts);
