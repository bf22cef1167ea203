import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';

// The plan cards are narrow (three side by side): their labels are short.
const cardLabel = 20;

/** content/pages/pricing.yaml: the pricing section and the band that closes the home pages. */
export const pricingCopyFileSchema = z
  .object({
    pricing: z
      .object({
        eyebrow: copyText('Eyebrow', 40),
        title: copyText('Heading', 60),
        intro: copyText('Introduction', 160),
        mostPopular: copyText('Most popular badge', cardLabel),
        cancelAnytime: copyText('Under each price', cardLabel),
        includes: z.array(copyText('Feature', 70)).min(1).max(5).meta({ title: 'Every plan includes' }),
        trialSuffix: copyText('Between the trial and the price: “7 days … £4.99 / week”', cardLabel),
        choosePlan: copyText('Button before the plan’s name', 12),
        memberPrice: copyText('Beside a partner’s prices', 40, ['partner']),
        partnerBanner: z
          .object({
            titlePrefix: copyText('Before the partner’s name', cardLabel),
            titleSuffix: copyText('After the partner’s name', 40),
            body: copyText('Text', 200, ['discount']),
          })
          .meta({ title: 'Partner discount banner' }),
      })
      .meta({ title: 'Pricing section' }),
    trialBanner: z
      .object({
        title: copyText('Heading', 40),
        bodyPrefix: copyText('Before the trial’s length', 30),
        bodySuffix: copyText('After the trial’s length', 40),
        cta: copyText('Button', 28),
      })
      .meta({ title: 'Free trial band' }),
  })
  .meta({ title: 'Pricing' });
