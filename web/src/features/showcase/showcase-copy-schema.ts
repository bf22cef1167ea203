import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';

/** The icons web/src/features/showcase/feature-blocks.tsx draws, one per feature. */
const featureIds = ['plant', 'mental-load', 'support'] as const;
/** The icons web/src/features/showcase/browser-app.tsx draws, one per benefit. */
const benefitIds = ['instant', 'trusted', 'updated', 'value'] as const;
/** The type styles web/src/features/showcase/press.css sets a wordmark in. */
const pressStyles = ['serif', 'condensed', 'rounded', 'mono', 'italic'] as const;

const featureSchema = z
  .object({
    id: z.enum(featureIds).meta({ title: 'Icon' }),
    title: copyText('Title', 60),
    body: copyText('Text', 240),
    // Three points keep the three blocks the same height on a wide screen.
    points: z.array(copyText('Point', 60)).length(3).meta({ title: 'Points (exactly three)' }),
  })
  .meta({ title: 'Feature' });

const benefitSchema = z
  .object({
    id: z.enum(benefitIds).meta({ title: 'Icon' }),
    title: copyText('Title', 30),
    body: copyText('Text', 160),
  })
  .meta({ title: 'Benefit' });

/** content/pages/showcase.yaml: the feature blocks, the award, the browser app and the press. */
export const showcaseCopyFileSchema = z
  .object({
    features: z
      .object({
        eyebrow: copyText('Eyebrow', 40),
        title: copyText('Heading', 60),
        features: z.array(featureSchema).length(3).meta({ title: 'Features (exactly three)' }),
      })
      .meta({ title: 'How Fernly helps' }),
    productHunt: z
      .object({
        eyebrow: copyText('Eyebrow', 40),
        title: copyText('Heading', 60),
        body: copyText('Text', 240),
        badgeAlt: copyText('Badge description (alt text)', 120),
      })
      .meta({ title: 'Award' }),
    browserApp: z
      .object({
        eyebrow: copyText('Eyebrow', 40),
        title: copyText('Heading', 60),
        intro: copyText('Introduction', 160),
        benefits: z.array(benefitSchema).length(4).meta({ title: 'Benefits (exactly four)' }),
      })
      .meta({ title: 'Browser app' }),
    press: z
      .object({
        title: copyText('Heading', 40),
        outlets: z
          .array(
            z
              .object({
                name: copyText('Publication', 30),
                style: z.enum(pressStyles).meta({ title: 'Type style' }),
              })
              .meta({ title: 'Publication' }),
          )
          .min(3)
          .max(6)
          .meta({ title: 'Publications (three to six)' }),
      })
      .meta({ title: 'Press' }),
  })
  .meta({ title: 'Product showcase' });
