/** Origins the optional Google Analytics tag needs, for the content security policy. */
export const analyticsOrigins = {
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
