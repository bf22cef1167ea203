// Where the calls to action send a visitor: the web app's login or signup screen, carrying the
// latest visit record (so the app can attribute the signup) and the visitor's partner.
import type { components } from '../../../contract/openapi.gen.ts';
import { webAppPaths } from '../../../contract/web-app-paths.ts';
import { detectInAppBrowser, mobilePlatform, type InAppBrowser, type MobilePlatform } from './device.ts';
import type { Partner } from './visit.ts';

type VisitRecord = components['schemas']['VisitRecord'];

export type AppIntent = 'login' | 'signup';

export const appPaths: Readonly<Record<AppIntent, string>> = webAppPaths;

/** Marks a call to action: its value is the app screen it leads to (`login` or `signup`). */
export const appActionAttribute = 'data-app-action';

/** The id of the download dialog a call to action of this intent opens on a computer. */
export function appDialogId(intent: AppIntent): string {
  return `download-dialog-${intent}`;
}

export function isAppIntent(value: string | null | undefined): value is AppIntent {
  return value === 'login' || value === 'signup';
}

export interface AppLinkInput {
  readonly intent: AppIntent;
  readonly appOrigin: string;
  readonly visitRecord: VisitRecord | null;
  readonly partner: Partner | null;
}

/**
 * The https URL of the app screen. `wherefrom` is the record as JSON, percent-encoded with
 * encodeURIComponent so that the app's decodeURIComponent and URLSearchParams both read it back.
 * The partner travels as `affiliate` on signup links only: a QR code scanned on a phone has no
 * access to the desktop's cookie, and logging in needs no discount.
 */
export function appLink({ intent, appOrigin, visitRecord, partner }: AppLinkInput): string {
  const parameters: string[] = [];
  if (visitRecord !== null) {
    parameters.push(`wherefrom=${encodeURIComponent(JSON.stringify(visitRecord))}`);
  }
  if (intent === 'signup' && partner !== null) {
    parameters.push(`affiliate=${partner.slug}`);
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
