import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { faqFileSchema } from '../src/features/faq/faq-schema.ts';
import { teamFileSchema } from '../src/features/team/team-schema.ts';
import { testimonialsFileSchema } from '../src/features/testimonials/testimonial-schema.ts';
import { ContentError, describeIssues } from './content-issues.ts';

/**
 * The data files editors change (decision 0049), each with the one schema that types it, checks it
 * at build and gives the editor at /admin its fields (web/admin/cms-config.ts). Blog posts are
 * Markdown and have their own loader (markdown-post.ts).
 */
export const contentFiles = [
  { name: 'faq', file: 'content/faq.yaml', schema: faqFileSchema },
  { name: 'testimonials', file: 'content/testimonials.yaml', schema: testimonialsFileSchema },
  { name: 'team', file: 'content/team.yaml', schema: teamFileSchema },
] as const satisfies readonly { name: string; file: string; schema: z.ZodType }[];

/** Parses and checks one data file; throws a ContentError naming the file, field and rule. */
export function parseContentFile(file: string, schema: z.ZodType, text: string): unknown {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new ContentError([
      `${file}: not valid YAML: ${error instanceof Error ? error.message : String(error)}`,
    ]);
  }
  const parsed = schema.safeParse(data, { reportInput: true });
  if (!parsed.success) throw new ContentError(describeIssues(file, parsed.error));
  return parsed.data;
}
