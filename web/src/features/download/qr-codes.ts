// The download dialog's QR codes: one per intent, and one signup code per partner, drawn by the
// build (web/prerender/qr-code-files.ts) at an address the page's script can name for the visitor.
import type { AppIntent } from '../../shared/app-links.ts';
import type { Partner } from '../../shared/visit.ts';

/** The dialog variants that get a QR code at build time. */
export type DownloadVariant = 'login' | 'signup' | `signup-${string}`;

export function downloadVariant(intent: AppIntent, partner: Partner | null): DownloadVariant {
  return intent === 'signup' && partner !== null ? `signup-${partner.slug}` : intent;
}

/** Where the build writes a variant's QR code: one address per variant, with no build hash in it. */
export function qrCodeImagePath(variant: DownloadVariant): string {
  return `/qr/${variant}.svg`;
}
