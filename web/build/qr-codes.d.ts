// The module qr-codes-plugin.ts generates at build time. An ambient module cannot import by
// relative path, so the shapes are spelled out; download-dialog.tsx indexes it by DownloadVariant,
// so the compiler flags any drift between this list and domain/app-links.ts.
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
    Record<'login' | 'signup' | 'signup-quay' | 'signup-totum' | 'signup-perkbox', QrCode>
  >;
}
