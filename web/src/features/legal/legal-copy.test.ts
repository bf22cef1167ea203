import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactFields } from '../../../../contract/contact-fields.ts';
import {
  apiAccessLogFields,
  firewallRecordOmissions,
  requestLogRetentionDays,
} from '../../../../contract/request-logs.ts';
import { trackingRetentionMonths } from '../../../../contract/service.ts';
import type { LegalDocument } from './legal-blocks.ts';
import { privacyPolicy } from './privacy-policy-copy.ts';
import { terms } from './terms-copy.ts';

const legalSchema = z.object({
  intro: z.string().min(40),
  updated: z.iso.date(),
  effectiveNote: z.string().min(20),
  sections: z
    .array(
      z.object({
        title: z.string().min(3).max(60),
        blocks: z.array(z.object({ kind: z.string() })).min(1),
      }),
    )
    .min(8),
});

function legalText(document: LegalDocument): string {
  return document.sections
    .flatMap((section) =>
      section.blocks.flatMap((block) => {
        switch (block.kind) {
          case 'paragraph':
            return [block.text];
          case 'list':
            return block.items;
          case 'definitions':
            return block.items.map((item) => `${item.term} ${item.detail}`);
          case 'contactLink':
            return [block.text];
          case 'consentToggle':
            return [];
        }
      }),
    )
    .join('\n');
}

describe('privacy policy', () => {
  it('is a dated legal document', () => {
    expect(legalSchema.safeParse(privacyPolicy).error?.issues ?? []).toEqual([]);
  });

  it('has the 15 sections of the spec, in order', () => {
    expect(privacyPolicy.sections.map((section) => section.title)).toEqual([
      'Introduction',
      'Contact details',
      'Data we collect',
      'How we obtain your data',
      'Third-party services',
      'Lawful bases for processing',
      'Aggregated data',
      'Storage and retention',
      'Your rights',
      'Push notifications',
      'Use of artificial intelligence',
      'International transfers',
      'Data protection officer',
      'Changes to this policy',
      'Complaints',
    ]);
  });

  const text = `${privacyPolicy.effectiveNote}\n${legalText(privacyPolicy)}`;

  it.each([
    ['data stored in a UK cloud region', /stored in a UK cloud region/],
    ['requests answered within one month', /within one month/],
    [
      'no transfer outside the UK or EEA',
      /do not transfer your personal data outside the UK or the European Economic Area/,
    ],
    ['push notifications for reminders only', /push notifications for reminders only/],
    ['current as of 1 October 2024', /current as of 1 October 2024/],
    [
      'visit records deleted when the table expires them',
      new RegExp(`${trackingRetentionMonths} months after they are recorded`),
    ],
    ['the PECR statistics exception', /regulation 6 of PECR[\s\S]*Data \(Use and Access\) Act 2025/],
    ['how to object to visit statistics', /press Reject in the cookie bar/],
    ['the trackingData storage', /trackingData/],
    [
      'what the server keeps of the referrer and query string',
      /only the site of the page that linked to ours[\s\S]*utm_source, utm_medium, utm_campaign, utm_term, utm_content and ref/,
    ],
    ['the statistics threshold', /below 10 is shown only as "<10"/],
    ['the consent cookie and flag', /analytics_consent[\s\S]*gaAccept/],
    [
      'that the contact form stores a keyed code, not the address, and deletes the key daily',
      /never stores the address itself[\s\S]*at most 5\)[\s\S]*key is deleted within two hours after the day ends/,
    ],
    [
      'that a provider block of networks shares the contact form’s messages',
      /one IPv6 provider block \(a \/48, what a provider gives one home or organisation\) send together \(at most 10\)/,
    ],
    [
      'the network code, and that a network stores at most its daily records, only the number past it kept',
      /network code, made the same way from your network address alone[\s\S]*at most 500, under the network code of the day[\s\S]*we keep only how many were turned away each day/,
    ],
    [
      'that a sign-up is stored only against the button press that opened the web app, or signed',
      /only if it recorded that button press in the day before[\s\S]*visitor and network codes of that button press[\s\S]*signed with a key/,
    ],
    [
      'how long a message waiting to be sent is kept, and why',
      /passed 500 messages[\s\S]*at most 7 days later[\s\S]*cannot close the form for everyone[\s\S]*deleted unsent 14 days after you sent it/,
    ],
  ])('says %s', (_statement, pattern) => {
    expect(text).toMatch(pattern);
  });

  // The CDK stack builds the logs from the same lists (cdk/constructs/contract-api.ts), so the
  // policy names exactly what they keep and leave out.
  const escaped = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const inTurn = (parts: readonly string[]) => parts.map(escaped).join('(?:, | and | or )');
  it('names every field the API’s log keeps, all a firewall record leaves out, and how long both are kept', () => {
    expect(text).toMatch(new RegExp(`its log keeps ${inTurn(Object.values(apiAccessLogFields))}, and`));
    expect(text).toMatch(new RegExp(`It does not record ${inTurn(firewallRecordOmissions)}\\.`));
    expect(text).toMatch(
      /Neither keeps your IP address, the query string, your cookies or anything you wrote/,
    );
    expect(text).toContain('No log is kept of the pages you load.');
    expect(text).toContain(
      `Firewall records and server logs Deleted automatically ${requestLogRetentionDays} days after they are made.`,
    );
  });

  // A field declared in openapi.yaml is on the form at once (decision 0076); this keeps the policy
  // saying so in the same change.
  it('names every field the contact form collects, by the contract’s title for it', () => {
    const collected = /If you use the contact form: ([^.]*)\./.exec(text)?.[1]?.toLowerCase() ?? '';
    expect(collected).not.toBe('');
    for (const field of contactFields) expect(collected, field.name).toContain(field.title.toLowerCase());
  });

  it('places the consent switch and a link to the contact page', () => {
    const kinds = privacyPolicy.sections.flatMap((section) => section.blocks.map((block) => block.kind));
    expect(kinds).toContain('consentToggle');
    expect(kinds).toContain('contactLink');
  });
});

describe('terms and conditions', () => {
  it('is a dated legal document', () => {
    expect(legalSchema.safeParse(terms).error?.issues ?? []).toEqual([]);
  });

  it('covers trials, cancelling anytime, refunds and the cooling-off period', () => {
    const text = legalText(terms);
    expect(text).toMatch(/7 days as standard, or 1 month if you join through our partner Quay/);
    expect(text).toMatch(/cancel anytime/i);
    expect(text).toMatch(/14 days/);
    expect(text).toMatch(/20% off/);
  });
});
