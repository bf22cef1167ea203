import privacyPolicyFile from '../../../../content/legal/privacy-policy.yaml';
import { contactLimits, recordLimits } from '../../../../contract/openapi-document.gen.ts';
import {
  apiAccessLogFields,
  firewallRecordOmissions,
  requestLogRetentionDays,
} from '../../../../contract/request-logs.ts';
import { reportMinimumCount, trackingRetentionMonths } from '../../../../contract/service.ts';
import {
  editorSignInCookie,
  editorTokenLifetimeSeconds,
} from '../../../../contract/editor-sign-in-cookie.ts';
import { partnerFiguresRetentionMonths } from '../../../../contract/partner-figures-table.ts';
import { campaignParameters } from '../../../../contract/tracking-table.ts';
import { analyticsCookieMonths, siteCookies, visitRecordHistoryLimit } from '../../shared/cookies.ts';
import { brandName } from '../../shared/brand.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { filledDocument, type LegalDocument } from './legal-blocks.ts';
import type { privacyPolicyFacts } from './legal-schema.ts';
import { partnerNameList } from '../partners/partners.ts';

const { messagesPerClientPerDay, messagesPerSitePerDay, mailsPerDay, deferDaysAhead, deferredMessageDays } =
  contactLimits;

/** `a, b and c`: each part once, in order. */
function inWords(parts: readonly string[], last: 'and' | 'or'): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${last} ${parts.at(-1) ?? ''}`;
}

// Each fact the policy names comes from the code that does what it says: the contract's limits,
// the tables' retention, the cookies' lifetimes, the partners.
const facts = {
  brand: brandName,
  'support-email': siteConfig.supportEmail,
  'product-domain': siteConfig.productDomain,
  'tracking-history-limit': visitRecordHistoryLimit.toString(),
  'campaign-parameters': inWords(campaignParameters, 'and'),
  'messages-per-network-per-day': messagesPerClientPerDay.toString(),
  'messages-per-site-per-day': messagesPerSitePerDay.toString(),
  'records-per-network-per-day': recordLimits.recordsPerViewerKeyPerDay.toString(),
  'consent-cookie-years': Math.round(siteCookies.consent.maxAgeSeconds / 31_536_000).toString(),
  'partner-names': partnerNameList('or'),
  'partner-cookie-days': Math.round(siteCookies.partner.maxAgeSeconds / 86_400).toString(),
  'experiment-cookie': siteCookies.experimentVariants.name,
  'experiment-cookie-days': Math.round(siteCookies.experimentVariants.maxAgeSeconds / 86_400).toString(),
  'editor-sign-in-cookie': editorSignInCookie.name,
  'editor-sign-in-minutes': Math.round(editorSignInCookie.maxAgeSeconds / 60).toString(),
  'editor-token-hours': Math.round(editorTokenLifetimeSeconds / 3_600).toString(),
  'report-minimum-count': reportMinimumCount.toString(),
  'partner-figures-retention-months': partnerFiguresRetentionMonths.toString(),
  'tracking-retention-months': trackingRetentionMonths.toString(),
  'mails-per-day': mailsPerDay.toString(),
  'defer-days-ahead': deferDaysAhead.toString(),
  'deferred-message-days': deferredMessageDays.toString(),
  'request-log-retention-days': requestLogRetentionDays.toString(),
  // The fields the CDK stack gives the logs, so the policy names exactly what they keep.
  'api-access-log-fields': inWords(Object.values(apiAccessLogFields), 'and'),
  'firewall-record-omissions': inWords(firewallRecordOmissions, 'or'),
  'analytics-cookie-months': analyticsCookieMonths.toString(),
} satisfies Record<(typeof privacyPolicyFacts)[number], string>;

/** The privacy policy page's title, description and heading. */
export const privacyPolicyPageMeta = privacyPolicyFile.page;

/** The privacy policy of content/legal/privacy-policy.yaml, its facts filled in. */
export const privacyPolicy: LegalDocument = filledDocument(privacyPolicyFile, facts);
