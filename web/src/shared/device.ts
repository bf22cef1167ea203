// User-agent rules for where a call to action should send a visitor. The spec defines "mobile" as
// an iPhone or Android user agent; iPads and desktops get the QR-code dialog instead.

export type MobilePlatform = 'ios' | 'android';
export type InAppBrowser = 'instagram' | 'facebook' | 'tiktok' | 'linkedin';

export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/iPhone|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

export function isMobileUserAgent(userAgent: string): boolean {
  return mobilePlatform(userAgent) !== null;
}

/** The app whose built-in browser shows the page, from the tokens each app adds to the user agent. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  if (/Instagram/i.test(userAgent)) return 'instagram';
  if (/\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b/.test(userAgent)) return 'facebook';
  if (/musical_ly|BytedanceWebview|\bTikTok\b|trill_/i.test(userAgent)) return 'tiktok';
  if (/LinkedInApp/i.test(userAgent)) return 'linkedin';
  return null;
}

/**
 * True inside any embedded browser: a known in-app browser, an Android WebView (`; wv)`), or an
 * iOS WKWebView (an iPhone user agent without Safari's `Safari/` token).
 */
export function isWebView(userAgent: string): boolean {
  if (detectInAppBrowser(userAgent) !== null) return true;
  if (/Android/i.test(userAgent) && /;\s?wv\)/.test(userAgent)) return true;
  return (
    /iPhone|iPod|iPad/i.test(userAgent) && /AppleWebKit/i.test(userAgent) && !/Safari\//i.test(userAgent)
  );
}
