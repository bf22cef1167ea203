// Renders the download dialog's QR codes at build time, one small SVG file per variant, so the
// browser downloads no QR library and a page carries none of the codes it may never show: the
// dialog's image fetches its code when the dialog opens.
import QRCode from 'qrcode';
import { downloadVariant, qrCodeImagePath, type DownloadVariant } from '../src/features/download/qr-codes.ts';
import { partners } from '../src/features/partners/partners.ts';
import { appLink, type AppIntent } from '../src/shared/app-links.ts';
import type { Partner } from '../src/shared/visit.ts';

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

export interface VariantCode extends QrCode {
  readonly variant: DownloadVariant;
}

/**
 * One code per dialog variant. The codes carry no visit record (it exists only in the
 * visitor's browser), but signup codes for partner visitors carry the partner.
 */
export function buildQrCodes(appOrigin: string): VariantCode[] {
  const destinations: [AppIntent, Partner | null][] = [
    ['login', null],
    ['signup', null],
    ...partners.map((partner): [AppIntent, Partner] => ['signup', partner]),
  ];
  return destinations.map(([intent, partner]) => {
    const url = appLink({ intent, appOrigin, visitRecord: null, partner });
    return { variant: downloadVariant(intent, partner), ...qrCodePath(url), url };
  });
}

/** White quiet zone around the code, in modules: the four the QR standard asks for. */
const quietZone = 4;

/** A code as a standalone SVG image, black on white with its quiet zone. */
export function qrCodeSvg(code: QrCode): string {
  const side = code.size + quietZone * 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-quietZone} ${-quietZone} ${side} ${side}" shape-rendering="crispEdges">`,
    `<rect x="${-quietZone}" y="${-quietZone}" width="${side}" height="${side}" fill="#fff"/>`,
    `<path d="${code.path}" fill="#000"/>`,
    '</svg>\n',
  ].join('');
}

/** The files the build writes: each variant's code at the address the dialog asks for. */
export function qrCodeFiles(appOrigin: string): { path: string; content: string }[] {
  return buildQrCodes(appOrigin).map((code) => ({
    // The site's addresses are absolute; the build's file paths are relative to its root.
    path: qrCodeImagePath(code.variant).slice(1),
    content: qrCodeSvg(code),
  }));
}
