import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { heroCopyFileSchema } from '../src/features/hero/hero-copy-schema.ts';
import { aboutCopyFileSchema } from '../src/features/about/about-copy-schema.ts';
import { showcaseCopyFileSchema } from '../src/features/showcase/showcase-copy-schema.ts';
import { pricingCopyFileSchema } from '../src/features/pricing/pricing-copy-schema.ts';
import { employeeBenefitsCopyFileSchema } from '../src/features/employee-benefits/employee-benefits-copy-schema.ts';
import { teamCopyFileSchema } from '../src/features/team/team-copy-schema.ts';
import { faqCopyFileSchema } from '../src/features/faq/faq-copy-schema.ts';
import { testimonialsCopyFileSchema } from '../src/features/testimonials/testimonials-copy-schema.ts';
import { blogCopyFileSchema } from '../src/features/blog/blog-copy-schema.ts';
import { contactCopyFileSchema } from '../src/features/contact/contact-copy-schema.ts';
import { downloadCopyFileSchema } from '../src/features/download/download-copy-schema.ts';
import { consentCopyFileSchema } from '../src/features/consent/consent-copy-schema.ts';
import { privacyPolicyFileSchema, termsFileSchema } from '../src/features/legal/legal-schema.ts';
import { faqFileSchema } from '../src/features/faq/faq-schema.ts';
import { teamFileSchema } from '../src/features/team/team-schema.ts';
import { testimonialsFileSchema } from '../src/features/testimonials/testimonial-schema.ts';
import { ContentError, describeIssues } from './content-issues.ts';

const contentFolders = { site: 'content/', pages: 'content/pages/', legal: 'content/legal/' } as const;

function contentFile<Collection extends keyof typeof contentFolders, Schema extends z.ZodType>(
  collection: Collection,
  name: string,
  schema: Schema,
) {
  return { collection, name, file: `${contentFolders[collection]}${name}.yaml`, schema };
}

/**
 * The data files editors change (decision 0049), each with the one schema that types it, checks it
 * at build and gives the editor at /admin its fields (web/admin/cms-config.ts). Blog posts are
 * Markdown and have their own loader (markdown-post.ts).
 */
export const contentFiles = [
  contentFile('site', 'faq', faqFileSchema),
  contentFile('site', 'testimonials', testimonialsFileSchema),
  contentFile('site', 'team', teamFileSchema),
  contentFile('pages', 'hero', heroCopyFileSchema),
  contentFile('pages', 'about', aboutCopyFileSchema),
  contentFile('pages', 'showcase', showcaseCopyFileSchema),
  contentFile('pages', 'pricing', pricingCopyFileSchema),
  contentFile('pages', 'employee-benefits', employeeBenefitsCopyFileSchema),
  contentFile('pages', 'team', teamCopyFileSchema),
  contentFile('pages', 'faq', faqCopyFileSchema),
  contentFile('pages', 'testimonials', testimonialsCopyFileSchema),
  contentFile('pages', 'blog', blogCopyFileSchema),
  contentFile('pages', 'contact', contactCopyFileSchema),
  contentFile('pages', 'download', downloadCopyFileSchema),
  contentFile('pages', 'consent', consentCopyFileSchema),
  contentFile('legal', 'privacy-policy', privacyPolicyFileSchema),
  contentFile('legal', 'terms', termsFileSchema),
] as const;

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

/**
 * The module a content file becomes, its checked data as JSON, or undefined for a file that is not
 * one of contentFiles. `file` is the path from the repository's root.
 */
export function contentModule(file: string, text: string): string | undefined {
  const entry = contentFiles.find((content) => content.file === file);
  return entry === undefined
    ? undefined
    : `export default ${JSON.stringify(parseContentFile(file, entry.schema, text))};`;
}
