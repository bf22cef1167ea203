// Renders the download dialog's QR codes at build time, so the browser downloads no QR library
// and the codes are plain SVG paths in the dialog's own chunk.
import QRCode from 'qrcode';
import type { Plugin } from 'vite';
import { affiliateSources } from '../src/features/partners/affiliate.ts';
import { appLink, downloadVariant, type DownloadVariant } from '../src/features/download/app-links.ts';
import { siteConfig } from '../src/shared/site-config.ts';

export const qrCodesModuleId = 'virtual:qr-codes';
const resolvedModuleId = `\0${qrCodesModuleId}`;

export interface QrCode {
  /** Modules per side, without the quiet zone. */
  readonly size: number;
  /** One SVG path drawing every dark module, one unit per module. */
  readonly path: string;
  /** What the code encodes. */
  readonly url: string;
}

/** A QR code as a single SVG path; runs of dark modules become one rectangle each. */
export function qrCodePath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const segments: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (modules.get(row, column) === 0) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column) !== 0) column += 1;
      const run = column - start;
      segments.push(`M${start} ${row}h${run}v1h-${run}z`);
    }
  }
  return { size: modules.size, path: segments.join('') };
}

/**
 * One code per dialog variant. The codes carry no tracking record (it exists only in the
 * visitor's browser), but signup codes for partner visitors carry the partner source.
 */
export function buildQrCodes(appOrigin: string): Record<DownloadVariant, QrCode> {
  const variants: [DownloadVariant, string][] = [
    [
      downloadVariant('login', null),
      appLink({ intent: 'login', appOrigin, trackingRecord: null, affiliate: null }),
    ],
    [
      downloadVariant('signup', null),
      appLink({ intent: 'signup', appOrigin, trackingRecord: null, affiliate: null }),
    ],
    ...affiliateSources.map((affiliate): [DownloadVariant, string] => [
      downloadVariant('signup', affiliate),
      appLink({ intent: 'signup', appOrigin, trackingRecord: null, affiliate }),
    ]),
  ];
  const codes: Partial<Record<DownloadVariant, QrCode>> = {};
  for (const [variant, url] of variants) codes[variant] = { ...qrCodePath(url), url };
  if (!hasEveryVariant(codes)) throw new Error('A download dialog variant has no QR code');
  return codes;
}

function hasEveryVariant(
  codes: Partial<Record<DownloadVariant, QrCode>>,
): codes is Record<DownloadVariant, QrCode> {
  const variants: DownloadVariant[] = [
    'login',
    'signup',
    ...affiliateSources.map((affiliate) => downloadVariant('signup', affiliate)),
  ];
  return variants.every((variant) => codes[variant] !== undefined);
}

/** Provides `virtual:qr-codes` (typed in qr-codes.d.ts) for the app origin of the site configuration. */
export function qrCodesPlugin(appOrigin: string = siteConfig.appOrigin): Plugin {
  return {
    name: 'fernly-qr-codes',
    resolveId(id) {
      return id === qrCodesModuleId ? resolvedModuleId : null;
    },
    load(id) {
      if (id !== resolvedModuleId) return null;
      return `export const qrCodes = ${JSON.stringify(buildQrCodes(appOrigin))};\n`;
    },
  };
}
