import { brandName } from '../../shared/brand.ts';
import { formatLongDate } from '../../shared/format-date.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { standardTrial, trialText } from '../../shared/visit.ts';
import type { LegalDocument } from './legal-blocks.ts';
import { partnerDiscountText, partnerNameList, partnersWithTheirOwnTrial } from '../partners/partners.ts';

const { supportEmail, appOrigin } = siteConfig;

/** ", or <trial> if you join through our partner <name>": each partner whose trial differs from the standard one. */
const partnerTrials = partnersWithTheirOwnTrial()
  .map((partner) => `, or ${trialText(partner.trial)} if you join through our partner ${partner.name}`)
  .join('');

/** The terms' last change, which is also when they took effect. */
const updated = '2026-11-01';

export const terms: LegalDocument = {
  intro: `These terms are the agreement between you and ${brandName} Ltd when you use this website and the ${brandName} web app. We have kept them short and in plain English. Nothing in them takes away your legal rights as a UK consumer.`,
  updated,
  effectiveNote: `These terms apply to everyone who uses ${brandName} from ${formatLongDate(updated)}.`,
  sections: [
    {
      title: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brandName} is provided by ${brandName} Ltd, a company registered in England and Wales, at 14 Harbourside Yard, Bristol BS1 5TY. You can contact us at ${supportEmail}.`,
        },
      ],
    },
    {
      title: 'What Fernly is, and what it is not',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brandName} is a web app at ${appOrigin} that plans exercise sessions into your calendar, adapts them to your schedule and the weather, reminds you, and shows your progress as a growing plant.`,
        },
        {
          kind: 'paragraph',
          text: `${brandName} is a wellbeing tool, not a medical device or a healthcare service. It does not diagnose, treat or monitor ADHD or any other condition. Check with your GP or a qualified professional before starting a new exercise routine if you have a health condition, are pregnant, or have not exercised for a long time. Stop exercising and seek advice if you feel pain, dizziness or shortness of breath.`,
        },
      ],
    },
    {
      title: 'Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'You must be 16 or over to create an account.',
            'Keep your password to yourself and tell us straight away if you think someone else has used your account.',
            'Give us accurate details, and keep your email address up to date so reminders and receipts reach you.',
            'One account is for one person. Friends can connect their own accounts to match workout times.',
          ],
        },
      ],
    },
    {
      title: 'Free trials',
      blocks: [
        {
          kind: 'paragraph',
          text: `New members get a free trial: ${trialText(standardTrial)} as standard${partnerTrials}. You will not be charged during the trial. We email you 2 days before it ends. If you cancel before the trial ends, you pay nothing.`,
        },
        { kind: 'paragraph', text: 'Each person can have one free trial.' },
      ],
    },
    {
      title: 'Subscriptions and payment',
      blocks: [
        {
          kind: 'list',
          items: [
            'Plans are weekly, monthly or yearly. Prices are shown in pounds sterling on our website and include VAT.',
            `Members who join through a partner (${partnerNameList('or')}) get ${partnerDiscountText()} for as long as they stay subscribed.`,
            'Your subscription renews automatically at the end of each period until you cancel, and we charge the card you gave us at the start of each period.',
            'If we change our prices, we tell you by email at least 30 days before the change applies to you, and you can cancel before then.',
            'If a payment fails we try again over the following 7 days and let you know; if it still fails, your plan pauses until you update your card.',
          ],
        },
      ],
    },
    {
      title: 'Cancelling',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can cancel anytime in the app under Settings, then Subscription, or by emailing us. Your plan keeps working until the end of the period you have paid for, and you will not be charged again.',
        },
        {
          kind: 'paragraph',
          text: 'Cooling-off period: under the Consumer Contracts Regulations you may cancel within 14 days of first paying. If you ask us to start your paid subscription straight away and then cancel within those 14 days, we refund what you paid minus a fair amount for the days you used.',
        },
      ],
    },
    {
      title: 'Refunds',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Apart from the cooling-off period, payments are not refunded for part-used periods. If Fernly is unavailable for more than 72 hours in a row because of a fault on our side, or if something has gone wrong that we should put right, contact us and we will refund or extend your subscription fairly.',
        },
      ],
    },
    {
      title: 'Using Fernly fairly',
      blocks: [
        { kind: 'paragraph', text: 'Please do not:' },
        {
          kind: 'list',
          items: [
            'try to break, overload or get around the security of the service;',
            'copy, resell or scrape Fernly or its content;',
            'use friend matching to harass, spam or mislead other people;',
            'upload anything unlawful, or anything that belongs to someone else without their permission.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If someone seriously or repeatedly breaks these rules we may suspend or close their account. Unless there is a risk to others, we will warn you first and explain why.',
        },
      ],
    },
    {
      title: 'Our content and yours',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Fernly app, its design, the plant, the workouts and the text on this website belong to us or our licensors. You may use them for your own personal use while you are a member.',
        },
        {
          kind: 'paragraph',
          text: 'Your data stays yours. You give us permission to use it only to run Fernly for you, as described in our privacy policy, and you can export or delete it at any time.',
        },
      ],
    },
    {
      title: 'Changes to Fernly and to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep improving Fernly, so features may change. If we make a change that significantly reduces what you pay for, or change these terms in a way that matters to you, we tell you at least 30 days in advance. If you do not agree, you can cancel before the change and we refund any unused part of a yearly plan.',
        },
      ],
    },
    {
      title: 'Our responsibility to you',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We provide Fernly with reasonable care and skill. If we fail to, we are responsible for losses you suffer that were a foreseeable result of our failure. We are not responsible for losses that were not foreseeable, for business losses, or for injuries caused by exercise you chose to do in a way that ignored the safety advice above.',
        },
        {
          kind: 'paragraph',
          text: 'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit.',
        },
      ],
    },
    {
      title: 'Complaints and disputes',
      blocks: [
        {
          kind: 'contactLink',
          text: 'If something goes wrong, tell us and we will try to resolve it within 14 days.',
          linkText: 'Contact us',
        },
        {
          kind: 'paragraph',
          text: 'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you can also bring proceedings in your local courts.',
        },
      ],
    },
  ],
};
