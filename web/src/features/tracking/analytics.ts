import { analyticsCookieMonths } from '../../shared/cookies.ts';

/** Origins the optional Google Analytics tag needs, for the content security policy. */
const analyticsOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
} as const;

export function analyticsScriptUrl(measurementId: string): string {
  return `${analyticsOrigins.script[0]}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** The gtag `config` settings: no full IP address, the flags every site cookie carries, the stated lifetime. */
export function analyticsConfig() {
  return {
    anonymize_ip: true,
    cookie_flags: 'SameSite=Lax;Secure',
    // An average month, rounded down, so the cookie never outlives what the policy says.
    cookie_expires: Math.floor(((analyticsCookieMonths * 365.25) / 12) * 86_400),
  } as const;
}

export interface ThirdPartyOrigins {
  script: string[];
  connect: string[];
  img: string[];
}

/** What the CSP must allow beyond the site itself: nothing, unless analytics is configured. */
export function thirdPartyOrigins(analyticsId: string | undefined): ThirdPartyOrigins {
  if (analyticsId === undefined) return { script: [], connect: [], img: [] };
  return {
    script: [...analyticsOrigins.script],
    connect: [...analyticsOrigins.connect],
    img: [...analyticsOrigins.img],
  };
}
