import { visitRecordFieldSchemas } from '../../../../contract/openapi-document.gen.ts';
import type { components } from '../../../../contract/openapi.gen.ts';
import { visitRecordHistoryLimit } from '../../shared/cookies.ts';
import { isWebView } from '../../shared/device.ts';
import type { Partner } from '../../shared/visit.ts';
import type { ShownVariant } from './experiment-variant.ts';

export type VisitRecord = components['schemas']['VisitRecord'];
type EarlierVisitRecord = components['schemas']['EarlierVisitRecord'];
export type VisitAction = components['schemas']['VisitAction'];

// A value past the contract's limits would be refused with a 400, losing the visit: long ones are
// cut, and a path that is no `Page` is counted as no page.
const { Referrer, QueryString, UserAgent, Page } = visitRecordFieldSchemas;
const pagePattern = new RegExp(Page.pattern);

/** The page statistics count an address that is no page of the site under. */
export const notFoundPage = '/404';

/**
 * The route a record is made on, as statistics count it: routes match in any letter case and
 * without a trailing slash, so `/Quay/` is `/quay`. An address that is no page counts as `/404`,
 * so whatever was typed into it is not sent.
 */
export function visitRecordPage(pathname: string, isPage: boolean): string {
  if (!isPage) return notFoundPage;
  const page = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return page.length <= Page.maxLength && pagePattern.test(page) ? page : notFoundPage;
}

function snapshot(record: EarlierVisitRecord): EarlierVisitRecord {
  const { referrer, queryString, userAgent, webView, action, timestamp } = record;
  return { referrer, queryString, userAgent, webView, action, timestamp };
}

/**
 * The record of this visit or click: what brought the visitor here now, with the earlier records
 * (newest first, each without its own history) so the app can attribute a later signup.
 */
export function buildVisitRecord(input: {
  readonly previous: VisitRecord | null;
  readonly referrer: string;
  readonly search: string;
  readonly userAgent: string;
  readonly now: Date;
  readonly action: VisitAction;
  /** From visitRecordPage. */
  readonly page: string;
  /** The partner the visitor came through, if any. */
  readonly partner: Partner | null;
  /** The experiment variant the visitor was shown, if any (recordedVariant). */
  readonly shownVariant: ShownVariant | null;
}): VisitRecord {
  const history =
    input.previous === null ? [] : [snapshot(input.previous), ...input.previous.history.map(snapshot)];
  const query = input.search === '' || input.search.startsWith('?') ? input.search : `?${input.search}`;
  return {
    referrer: input.referrer === '' ? 'Direct' : input.referrer.slice(0, Referrer.maxLength),
    queryString: query.slice(0, QueryString.maxLength),
    userAgent: input.userAgent.slice(0, UserAgent.maxLength),
    webView: isWebView(input.userAgent),
    action: input.action,
    timestamp: input.now.toISOString(),
    history: history.slice(0, visitRecordHistoryLimit),
    page: input.page,
    // The spec's wire name for the partner: the one place the site maps it (decision 0077).
    ...(input.partner === null ? {} : { affiliateSource: input.partner.slug }),
    ...(input.shownVariant === null
      ? {}
      : { experiment: input.shownVariant.experiment, variant: input.shownVariant.variant }),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSnapshot(value: unknown): value is EarlierVisitRecord {
  return (
    isRecord(value) &&
    typeof value.referrer === 'string' &&
    typeof value.queryString === 'string' &&
    typeof value.userAgent === 'string' &&
    typeof value.webView === 'boolean' &&
    (value.action === 'WebsiteVisit' || value.action === 'DownloadClicked') &&
    typeof value.timestamp === 'string'
  );
}

/**
 * The record kept in localStorage, or null when there is none or it is not a record we wrote
 * (another script, an older format, a hand edit): history then starts afresh instead of failing.
 */
export function parseStoredVisitRecord(stored: string | null): VisitRecord | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const history: unknown = value.history;
  if (!Array.isArray(history) || !isSnapshot(value)) return null;
  return {
    ...snapshot(value),
    history: history.filter(isSnapshot).map(snapshot).slice(0, visitRecordHistoryLimit),
  };
}
