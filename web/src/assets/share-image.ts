// Apart from media.ts because every page's head names it: importing media.ts there would put the
// address of every picture on the site into the bundle each page loads first.
import shareImageUrl from './share-image.png?url&no-inline';
import { brandName, tagline } from '../shared/brand.ts';
import type { ImageAsset } from './media.ts';

/** Open Graph / Twitter card: social networks only accept PNG or JPEG here. */
export const shareImage: ImageAsset = { src: shareImageUrl, width: 1200, height: 630 };

/** Describes the share image for people using screen readers on social networks. */
export const shareImageAlt = `The ${brandName} sprout logo beside the words "${tagline}" on a warm cream background.`;
