import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { heroCopyFileSchema } from '../src/features/hero/hero-copy-schema.ts';
import { aboutCopyFileSchema } from '../src/features/about/about-copy-schema.ts';
import { showcaseCopyFileSchema } from '../src/features/showcase/showcase-copy-schema.ts';
import { pricingCopyFileSchema } from '../src/features/pricing/pricing-copy-schema.ts';
import { hekaCopyFileSchema } from '../src/features/heka/heka-copy-schema.ts';
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

/**
 * The data files editors change (decision 0049), each with the one schema that types it, checks it
 * at build and gives the editor at /admin its fields (web/admin/cms-config.ts). Blog posts are
 * Markdown and have their own loader (markdown-post.ts).
 */
export const contentFiles = [
  { collection: 'site', name: 'faq', file: 'content/faq.yaml', schema: faqFileSchema },
  {
    collection: 'site',
    name: 'testimonials',
    file: 'content/testimonials.yaml',
    schema: testimonialsFileSchema,
  },
  { collection: 'site', name: 'team', file: 'content/team.yaml', schema: teamFileSchema },
  { collection: 'pages', name: 'hero', file: 'content/pages/hero.yaml', schema: heroCopyFileSchema },
  { collection: 'pages', name: 'about', file: 'content/pages/about.yaml', schema: aboutCopyFileSchema },
  {
    collection: 'pages',
    name: 'showcase',
    file: 'content/pages/showcase.yaml',
    schema: showcaseCopyFileSchema,
  },
  { collection: 'pages', name: 'pricing', file: 'content/pages/pricing.yaml', schema: pricingCopyFileSchema },
  { collection: 'pages', name: 'heka', file: 'content/pages/heka.yaml', schema: hekaCopyFileSchema },
  { collection: 'pages', name: 'team', file: 'content/pages/team.yaml', schema: teamCopyFileSchema },
  { collection: 'pages', name: 'faq', file: 'content/pages/faq.yaml', schema: faqCopyFileSchema },
  {
    collection: 'pages',
    name: 'testimonials',
    file: 'content/pages/testimonials.yaml',
    schema: testimonialsCopyFileSchema,
  },
  { collection: 'pages', name: 'blog', file: 'content/pages/blog.yaml', schema: blogCopyFileSchema },
  { collection: 'pages', name: 'contact', file: 'content/pages/contact.yaml', schema: contactCopyFileSchema },
  {
    collection: 'pages',
    name: 'download',
    file: 'content/pages/download.yaml',
    schema: downloadCopyFileSchema,
  },
  { collection: 'pages', name: 'consent', file: 'content/pages/consent.yaml', schema: consentCopyFileSchema },
  {
    collection: 'legal',
    name: 'privacy-policy',
    file: 'content/legal/privacy-policy.yaml',
    schema: privacyPolicyFileSchema,
  },
  { collection: 'legal', name: 'terms', file: 'content/legal/terms.yaml', schema: termsFileSchema },
] as const satisfies readonly {
  collection: 'site' | 'pages' | 'legal';
  name: string;
  file: string;
  schema: z.ZodType;
}[];

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
