import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';
import { pageMetaSchema } from '../../shared/page-meta.ts';

// Measured on a 375 × 667 phone with the cookie bar open: the call to action ends 14 px above
// the bar. A lead of 210 characters takes one more line, a button of 32 wraps to two; either puts
// the button under the bar (tests/e2e/site-consent-bar-layout.spec.ts).
const heroLead = 200;
const heroButton = 28;

/** content/pages/hero.yaml: the home pages' titles and headings, and the words of their heroes. */
export const heroCopyFileSchema = z
  .object({
    hero: z
      .object({
        eyebrow: copyText('Eyebrow above the heading', 40, ['tagline']),
        lead: copyText('Lead', heroLead),
        cta: copyText('Button', heroButton),
        videoLabel: copyText('Video description (for screen readers)', 160),
        playVideo: copyText('Play button (for screen readers)', 40),
        pauseVideo: copyText('Pause button (for screen readers)', 40),
      })
      .meta({ title: 'Home page hero (video)' }),
    screenshotHero: z
      .object({
        eyebrow: copyText('Eyebrow above the heading', 40),
        lead: copyText('Lead', heroLead),
        cta: copyText('Button', heroButton),
        screenshotAlt: copyText('Screenshot description (alt text)', 220),
        quote: z
          .object({ text: copyText('Quote', 160), name: copyText('Who said it', 40) })
          .meta({ title: 'Member quote' }),
      })
      .meta({ title: '/HomePage1 hero (screenshot)' }),
    // The home page's heading is the partner pages' too; their titles are their entries' (partners.ts).
    homePage: pageMetaSchema('The home page, /', ['tagline']),
    homePage1: pageMetaSchema('/HomePage1'),
  })
  .meta({ title: 'Home pages and their heroes' });
