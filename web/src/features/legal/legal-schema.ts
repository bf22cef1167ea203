import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';
import { pageMetaSchema } from '../../shared/page-meta.ts';

/**
 * The facts the privacy policy names, each filled in from the code that does what it says
 * (web/src/features/legal/privacy-policy-copy.ts), so the policy stays true to the code.
 */
export const privacyPolicyFacts = [
  'brand',
  'support-email',
  'product-domain',
  'tracking-history-limit',
  'campaign-parameters',
  'messages-per-network-per-day',
  'messages-per-site-per-day',
  'records-per-network-per-day',
  'consent-cookie-years',
  'partner-names',
  'partner-cookie-days',
  'experiment-cookie',
  'experiment-cookie-days',
  'editor-sign-in-cookie',
  'editor-sign-in-minutes',
  'editor-token-hours',
  'report-minimum-count',
  'partner-figures-retention-months',
  'tracking-retention-months',
  'mails-per-day',
  'defer-days-ahead',
  'deferred-message-days',
  'request-log-retention-days',
  'api-access-log-fields',
  'firewall-record-omissions',
  'analytics-cookie-months',
] as const;

/** The facts the terms name, from the partners, the trial and the site's configuration. */
export const termsFacts = [
  'brand',
  'support-email',
  'app-origin',
  'standard-trial',
  'partner-trials',
  'partner-names',
  'partner-discount',
  'updated',
] as const;

function textBlocks(facts: readonly string[]) {
  return [
    z
      .object({ kind: z.literal('paragraph'), text: copyText('Text', 1500, facts) })
      .meta({ title: 'Paragraph' }),
    z
      .object({
        kind: z.literal('list'),
        items: z
          .array(copyText('Item', 600, facts))
          .min(1)
          .meta({ title: 'Items' }),
      })
      .meta({ title: 'Bulleted list' }),
    z
      .object({
        kind: z.literal('definitions'),
        items: z
          .array(
            z
              .object({ term: copyText('Term', 80, facts), detail: copyText('What it means', 2000, facts) })
              .meta({ title: 'Term' }),
          )
          .min(1)
          .meta({ title: 'Terms' }),
      })
      .meta({ title: 'Terms and what they mean' }),
    z
      .object({
        kind: z.literal('contactLink'),
        text: copyText('Text', 300, facts),
        linkText: copyText('Link to the contact page', 40),
      })
      .meta({ title: 'Sentence and a link to the contact page' }),
  ] as const;
}

const consentToggleBlock = z
  .object({ kind: z.literal('consentToggle') })
  .meta({ title: 'The cookie choice switch' });

function legalDocumentSchema<Block extends z.ZodType>(
  title: string,
  path: string,
  block: Block,
  facts: readonly string[],
) {
  return z
    .object({
      intro: copyText('Introduction', 600, facts),
      updated: z.iso.date().meta({ title: 'Last updated' }),
      effectiveNote: copyText('What changed, after “Last updated <date>.”', 1500, facts),
      sections: z
        .array(
          z
            .object({
              // Each title is a heading, an entry of the contents and its anchor.
              title: copyText('Heading', 60),
              blocks: z.array(block).min(1).meta({ title: 'Blocks' }),
            })
            .meta({ title: 'Section' }),
        )
        .min(1)
        .meta({ title: 'Sections' }),
      page: pageMetaSchema(path),
    })
    .meta({ title });
}

/** content/legal/privacy-policy.yaml: the policy, with the switch that changes the cookie choice. */
export const privacyPolicyFileSchema = legalDocumentSchema(
  'Privacy policy',
  '/privacy-policy',
  z.discriminatedUnion('kind', [...textBlocks(privacyPolicyFacts), consentToggleBlock]),
  privacyPolicyFacts,
).refine(
  (policy) =>
    policy.sections.flatMap((section) => section.blocks).filter((block) => block.kind === 'consentToggle')
      .length === 1,
  { message: 'the cookie choice switch exactly once', path: ['sections'] },
);

/** content/legal/terms.yaml: the terms and conditions. */
export const termsFileSchema = legalDocumentSchema(
  'Terms and conditions',
  '/terms-and-conditions',
  z.discriminatedUnion('kind', textBlocks(termsFacts)),
  termsFacts,
);
