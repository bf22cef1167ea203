import { z } from 'zod';

/** The portraits of web/src/assets/people that web/src/assets/media.ts renders. */
export const portraitNames = ['maya-okafor', 'daniel-reyes', 'priya-raman'] as const;

const titleRule = 'must end with CEO, CPO or CTO';

const teamMemberSchema = z
  .object({
    name: z.string().min(3).max(60).meta({ title: 'Name' }),
    title: z
      .string()
      .min(3)
      .max(60)
      .regex(/\b(CEO|CPO|CTO)$/, titleRule)
      .meta({ title: 'Title', patternMessage: titleRule }),
    portrait: z.enum(portraitNames).meta({ title: 'Portrait' }),
    description: z.string().min(100).max(450).meta({ title: 'Description (two or three sentences)' }),
  })
  .meta({ title: 'Founder' });

/** content/team.yaml: the three founders, CEO, CPO and CTO, as the spec fixes. */
export const teamFileSchema = z
  .object({ founders: z.array(teamMemberSchema).length(3).meta({ title: 'Founders (exactly three)' }) })
  .meta({ title: 'Team' });
