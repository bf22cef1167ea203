// Where the calls to action send a visitor: the web app's login or signup screen, carrying the
// latest tracking record (so the app can attribute the signup) and the partner source.
import type { AffiliateSource } from '../partners/affiliate.ts';
import {
  detectInAppBrowser,
  mobilePlatform,
  type InAppBrowser,
  type MobilePlatform,
} from '../../shared/device.ts';
import type { TrackingRecord } from '../tracking/tracking.ts';

export type AppIntent = 'login' | 'signup';

export const appPaths: Readonly<Record<AppIntent, string>> = {
  login: '/app/',
  signup: '/app/Onboarding-Intro',
};

export interface AppLinkInput {
  readonly intent: AppIntent;
  readonly appOrigin: string;
  readonly trackingRecord: TrackingRecord | null;
  readonly affiliate: AffiliateSource | null;
}

/**
 * The https URL of the app screen. `wherefrom` is the record as JSON, percent-encoded with
 * encodeURIComponent so that the app's decodeURIComponent and URLSearchParams both read it back.
 * The partner source travels as `affiliate` on signup links only: a QR code scanned on a phone
 * has no access to the desktop's cookie, and logging in needs no discount.
 */
export function appLink({ intent, appOrigin, trackingRecord, affiliate }: AppLinkInput): string {
  const parameters: string[] = [];
  if (trackingRecord !== null) {
    parameters.push(`wherefrom=${encodeURIComponent(JSON.stringify(trackingRecord))}`);
  }
  if (intent === 'signup' && affiliate !== null) {
    parameters.push(`affiliate=${affiliate}`);
  }
  const query = parameters.length > 0 ? `?${parameters.join('&')}` : '';
  return `${new URL(appPaths[intent], appOrigin).href}${query}`;
}

export type InAppBrowserKind = 'instagram-android' | 'ios-in-app' | null;

/**
 * Which escape an in-app browser needs. Instagram's Android browser ignores `target=_blank` and
 * keeps sign-in cookies away from the system browser, so it is sent to Chrome with an intent; any
 * in-app browser on iOS (Instagram, Facebook, TikTok, …) is sent to Safari. Other in-app browsers
 * on Android open https links in the system browser already.
 */
export function inAppBrowserKind(
  platform: MobilePlatform | null,
  inAppBrowser: InAppBrowser | null,
): InAppBrowserKind {
  if (inAppBrowser === null || platform === null) return null;
  if (platform === 'android') return inAppBrowser === 'instagram' ? 'instagram-android' : null;
  return 'ios-in-app';
}

/**
 * The link that leaves an in-app browser for the system one, or the https URL itself when no
 * escape is needed. Chrome's intent keeps a fallback to the same page if Chrome is missing;
 * `x-safari-https` is the scheme iOS 17+ hands to Safari.
 */
export function escapeLink(httpsUrl: string, kind: InAppBrowserKind): string {
  if (kind === null) return httpsUrl;
  const url = new URL(httpsUrl);
  if (kind === 'ios-in-app') return `x-safari-${url.href}`;
  const withoutScheme = url.href.slice(`${url.protocol}//`.length);
  const scheme = url.protocol.slice(0, -1);
  return `intent://${withoutScheme}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(url.href)};end`;
}

/** The link a phone opens directly: the app link, escaped from an in-app browser when needed. */
export function mobileAppLink(userAgent: string, input: AppLinkInput): string {
  const kind = inAppBrowserKind(mobilePlatform(userAgent), detectInAppBrowser(userAgent));
  return escapeLink(appLink(input), kind);
}

/** The dialog variants that get a QR code at build time: one per intent, and one signup code per partner. */
export type DownloadVariant = 'login' | 'signup' | `signup-${AffiliateSource}`;

export function downloadVariant(intent: AppIntent, affiliate: AffiliateSource | null): DownloadVariant {
  return intent === 'signup' && affiliate !== null ? `signup-${affiliate}` : intent;
}

/** Every dialog variant: one per intent, and one signup variant per partner. */
export function downloadVariants(sources: readonly AffiliateSource[]): DownloadVariant[] {
  return ['login', 'signup', ...sources.map((source) => downloadVariant('signup', source))];
}

/**
 * Where the build writes a variant's QR code (web/prerender/qr-code-files.ts). One address per
 * variant, so the page's script can show the visitor's partner code without knowing any build hash.
 */
export function qrCodeImagePath(variant: DownloadVariant): string {
  return `/qr/${variant}.svg`;
}

/** The id of the dialog a call to action of this intent opens. */
export function downloadDialogId(intent: AppIntent): string {
  return `download-dialog-${intent}`;
}

export function isAppIntent(value: string | null | undefined): value is AppIntent {
  return value === 'login' || value === 'signup';
}
