import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';
import { pageMetaSchema } from '../../shared/page-meta.ts';

/** content/pages/about.yaml: the about page below its heading. */
export const aboutCopyFileSchema = z
  .object({
    about: z
      .object({
        lead: copyText('Lead', 260),
        sections: z
          .array(
            z
              .object({
                heading: copyText('Heading', 60),
                paragraphs: z.array(copyText('Paragraph', 600)).min(1).meta({ title: 'Paragraphs' }),
              })
              .meta({ title: 'Section' }),
          )
          .min(1)
          .meta({ title: 'Sections' }),
        callToAction: z
          .object({
            heading: copyText('Heading', 60),
            text: copyText('Text', 160, ['trial']),
            button: copyText('Button', 28),
          })
          .meta({ title: 'Call to action' }),
      })
      .meta({ title: 'About page' }),
    page: pageMetaSchema('/about'),
  })
  .meta({ title: 'About' });
