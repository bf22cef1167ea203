// The module qr-codes-plugin.ts generates at build time: a code for every DownloadVariant, that
// is for every partner in src/features/partners/partners.ts. An ambient module cannot import by relative path,
// so QrCode is spelled out and the variants are reached through an import type.
declare module 'virtual:qr-codes' {
  export interface QrCode {
    /** Modules per side, without the quiet zone. */
    readonly size: number;
    /** One SVG path drawing every dark module, one unit per module. */
    readonly path: string;
    /** What the code encodes. */
    readonly url: string;
  }

  export const qrCodes: Readonly<
    Record<import('../src/features/download/app-links.ts').DownloadVariant, QrCode>
  >;
}
