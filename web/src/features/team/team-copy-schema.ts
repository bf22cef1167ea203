import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';
import { pageMetaSchema } from '../../shared/page-meta.ts';

/** content/pages/team.yaml: the home page's team section and the team page (founders: content/team.yaml). */
export const teamCopyFileSchema = z
  .object({
    portraitAlt: copyText('Each portrait’s description (alt text)', 80, ['name']),
    teamSection: z
      .object({
        eyebrow: copyText('Eyebrow', 40),
        title: copyText('Heading', 60),
        intro: copyText('Introduction', 240),
      })
      .meta({ title: 'Home page team section' }),
    teamPage: z
      .object({
        lead: copyText('Lead', 280),
        joinUs: z
          .object({
            heading: copyText('Heading', 60),
            text: copyText('Text', 200),
            link: copyText('Link to the contact page', 30),
          })
          .meta({ title: 'Work with us' }),
      })
      .meta({ title: 'Team page' }),
    page: pageMetaSchema('/team-page'),
  })
  .meta({ title: 'Team pages' });
