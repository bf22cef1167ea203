import { describe, expect, it } from 'vitest';
import { assetHeaders, documentHeaders } from '../../edge/security-headers.ts';
import {
  judgeApiAnswer,
  judgeAssetHeaders,
  judgeDocumentHeaders,
  judgeFeed,
  sitemapPaths,
  type Answer,
} from './checks.ts';

const meta = {
  scriptHashes: ['sha256-AbC+/12='],
  styleHashes: [],
  thirdPartyOrigins: { script: [], connect: [], img: [] },
};

function answer(headers: Record<string, string>, body = '', status = 200): Answer {
  return {
    status,
    headers: new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
    body,
  };
}

describe('judgeDocumentHeaders', () => {
  it('passes the headers the site serves', () => {
    expect(judgeDocumentHeaders(answer(documentHeaders(meta)))).toEqual([]);
  });

  it('names each missing or changed header, a revealing server and an unsafe CSP', () => {
    const headers: Record<string, string> = {
      ...documentHeaders(meta),
      'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
      'X-Frame-Options': 'SAMEORIGIN',
      Server: 'nginx/1.25.3',
    };
    delete headers['Strict-Transport-Security'];
    expect(judgeDocumentHeaders(answer(headers))).toEqual([
      'Strict-Transport-Security is missing',
      'X-Frame-Options is "SAMEORIGIN", expected "DENY"',
      'Server reveals a version: "nginx/1.25.3"',
      "the CSP allows scripts from 'unsafe-inline'",
      "the CSP's default-src is not 'none'",
      "the CSP's object-src is not 'none'",
      "the CSP's base-uri is not 'none'",
      "the CSP's frame-ancestors is not 'none'",
    ]);
  });

  it('fails a page without a CSP', () => {
    const headers: Record<string, string> = { ...documentHeaders(meta) };
    delete headers['Content-Security-Policy'];
    expect(judgeDocumentHeaders(answer(headers))).toEqual(['Content-Security-Policy is missing']);
  });
});

describe('judgeAssetHeaders', () => {
  it('asks of assets only what every response carries', () => {
    expect(judgeAssetHeaders(answer(assetHeaders))).toEqual([]);
    expect(judgeAssetHeaders(answer({ 'X-Powered-By': 'Express' }))).toContain(
      'x-powered-by reveals the server',
    );
  });
});

describe('judgeApiAnswer', () => {
  it('passes a contract answer with the expected status', () => {
    expect(judgeApiAnswer('saveTrackingData', answer({}, '{"id":"abc"}'), 200)).toEqual([]);
  });

  it('names a wrong status and a body that is not the contract’s', () => {
    expect(judgeApiAnswer('sendEmail', answer({}, '{"message":"Internal server error"}', 502), 400)).toEqual([
      'answered 502, expected 400',
      "the body is not the contract's: /code must have required property 'code'",
    ]);
    expect(judgeApiAnswer('sendEmail', answer({}, '<html>', 404), 400)).toEqual([
      'answered 404, expected 400',
      'the body is not JSON',
    ]);
  });
});

describe('sitemapPaths', () => {
  const sitemap = (locations: string[]) =>
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locations
      .map((location) => `<url><loc>${location}</loc></url>`)
      .join('')}</urlset>`;

  it('reads the paths, and checks the origin only when one is expected', () => {
    const xml = sitemap(['https://fernly.example/', 'https://fernly.example/faqs']);
    expect(sitemapPaths(xml, null)).toEqual({ paths: ['/', '/faqs'], problems: [] });
    expect(sitemapPaths(xml, 'https://staging.fernly.example').problems).toEqual([
      'the sitemap lists https://fernly.example/, not on https://staging.fernly.example',
      'the sitemap lists https://fernly.example/faqs, not on https://staging.fernly.example',
    ]);
  });

  it('fails an empty sitemap or another document', () => {
    expect(sitemapPaths(sitemap([]), null).problems).toEqual(['the sitemap lists no URL']);
    expect(sitemapPaths('<html></html>', null).problems).toContain(
      'the sitemap is not a sitemaps.org urlset',
    );
  });
});

describe('judgeFeed', () => {
  const entry = '<entry><title>Walk</title><link href="https://fernly.example/blog/walk"/></entry>';

  it('passes an Atom feed with complete entries, its titles as text or as HTML in CDATA', () => {
    expect(judgeFeed(`<feed xmlns="http://www.w3.org/2005/Atom"><title>Blog</title>${entry}</feed>`)).toEqual(
      [],
    );
    const htmlTitle =
      '<entry><title type="html"><![CDATA[Walk & talk]]></title><link href="https://fernly.example/blog/walk"/></entry>';
    expect(judgeFeed(`<feed xmlns="http://www.w3.org/2005/Atom">${htmlTitle}</feed>`)).toEqual([]);
  });

  it('fails another format, an empty feed and incomplete entries', () => {
    expect(judgeFeed(`<rss>${entry}</rss>`)).toEqual(['it is not an Atom feed']);
    expect(judgeFeed('<feed xmlns="http://www.w3.org/2005/Atom"></feed>')).toEqual(['it has no entry']);
    expect(
      judgeFeed('<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</title></entry></feed>'),
    ).toEqual(['1 entries lack a title or a link']);
    expect(
      judgeFeed(
        '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title><![CDATA[]]></title><link href="/x"/></entry></feed>',
      ),
    ).toEqual(['1 entries lack a title or a link']);
  });
});
