import { contactLimits } from '../../../../contract/openapi-document.gen.ts';
import {
  reportMinimumCount,
  siteLogRetentionDays,
  trackingRetentionMonths,
} from '../../../../contract/service.ts';
import { aggregatesRetentionMonths } from '../../../../contract/shared-aggregates-table.ts';
import { campaignParameters } from '../../../../contract/tracking-table.ts';
import { analyticsCookieMonths, siteCookies, trackingHistoryLimit } from '../../shared/cookies.ts';
import { brandName } from '../../shared/brand.ts';
import { formatLongDate } from '../../shared/format-date.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { LegalDocument } from './legal-blocks.ts';
import { partnerNameList } from '../partners/partners.ts';

const { supportEmail, productDomain } = siteConfig;
const partnerCookieDays = Math.round(siteCookies.partner.maxAgeSeconds / 86_400);
const consentCookieYears = Math.round(siteCookies.consent.maxAgeSeconds / 31_536_000);
const experimentCookieDays = Math.round(siteCookies.experimentVariants.maxAgeSeconds / 86_400);
const { messagesPerClientPerDay, mailsPerDay, keptDaysAhead, keptMessageDays } = contactLimits;
const keptParameters = `${campaignParameters.slice(0, -1).join(', ')} and ${campaignParameters.at(-1) ?? ''}`;

/** The spec's date: the policy as a whole has been current since then. */
const currentAsOf = '2024-10-01';
/** When the visit statistics section and the consent switch were added. */
const statisticsSectionAdded = '2026-11-01';

export const privacyPolicy: LegalDocument = {
  intro: `This policy explains what personal data ${brandName} collects when you use this website and the ${brandName} web app, why we collect it, how long we keep it and the choices you have. We have tried to write it in plain English.`,
  updated: '2026-11-26',
  effectiveNote: `On that day we added how the contact form keeps one sender from flooding it, how long a message waiting to be sent is kept, how visit statistics count visitors without a cookie, what the web app records of a sign-up that started here, the page speed figures, the masking of campaign values that look like an email address or phone number, and how long the figures we share with partners are kept; the day before, the firewall records and exactly what visit statistics keep of where a visit came from. On ${formatLongDate(statisticsSectionAdded)} we added the section on visit statistics and the consent switch, to reflect the statistics exception in UK law. The rest of this policy is current as of ${formatLongDate(currentAsOf)}.`,
  sections: [
    {
      title: 'Introduction',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brandName} Ltd ("${brandName}", "we", "us") is the data controller for the personal data described here. We are a company registered in England and Wales and we are registered with the Information Commissioner's Office (ICO).`,
        },
        {
          kind: 'paragraph',
          text: 'We follow the UK General Data Protection Regulation (UK GDPR), the Data Protection Act 2018 and the Privacy and Electronic Communications Regulations (PECR), as amended by the Data (Use and Access) Act 2025.',
        },
        {
          kind: 'paragraph',
          text: `${brandName} is a wellbeing tool and not a medical service. We never sell your personal data and we never use it for advertising.`,
        },
      ],
    },
    {
      title: 'Contact details',
      blocks: [
        {
          kind: 'paragraph',
          text: `For any question about this policy or your personal data, email ${supportEmail} and put "Privacy" in the subject line, or write to ${brandName} Ltd, Data Protection, 14 Harbourside Yard, Bristol BS1 5TY, United Kingdom.`,
        },
        {
          kind: 'contactLink',
          text: 'You can also reach us through the form on our contact page; choose "Support" as the reason.',
          linkText: 'Go to the contact page',
        },
      ],
    },
    {
      title: 'Data we collect',
      blocks: [
        { kind: 'paragraph', text: 'On this website we collect:' },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Visit statistics',
              detail: `When a page loads or you press a button that opens the app, your browser makes a record of the page that linked to ours (or "Direct"), the query string of the address, your browser's user-agent string, whether the page is shown inside another app's built-in browser, which of our pages it was, the partner you came through (if any), what happened (a visit or a button press) and when. Your browser keeps the latest record and up to ${trackingHistoryLimit} earlier ones in local storage under the name trackingData, and sends each record to our server. Before anything is stored, our server keeps only the site of the page that linked to ours (for example https://www.google.com, not what you searched for) and only the campaign parameters of the query string (${keptParameters}), in the latest record and in each earlier one; the rest of both is dropped. A campaign value that looks like an email address or a phone number is replaced by [email] or [phone]. So that we can count people and their visits without a cookie, our server also stores with each record a visitor code: a code made from your network address (your IPv4 address, or the first half of an IPv6 address), your browser's user-agent string and the same random key of the day as the contact form protection below, so the same browser on the same network gets the same code for one day (counted in UTC) and a different one the next. The address itself is never stored, and once the day's key is deleted nobody, us included, can tell which address or browser a code came from.`,
            },
            {
              term: 'Sign-ups that started on this website',
              detail: `When you sign up or log in to the web app after opening it from this website, the web app tells our server that it happened (a sign-up or a log-in) together with the website's latest visit record, with the same parts dropped and masked, and our server stores it with a visitor code made the same way. It lets us count how many people who came through a page, partner or campaign went on to sign up. It holds nothing you typed into the web app.`,
            },
            {
              term: 'Page speed',
              detail:
                'Unless you have pressed Reject, once a page has loaded and your browser is idle, it loads a small part of our website that measures how fast the page is for you (Google’s web-vitals code, served from our own website): how long its largest image or block of text took to appear, how long it took to answer your slowest tap or key press, how much its content moved while you read, and how long our server took to answer, each with a short description of the part of the page concerned (such as "the picture at the top of the page", written the way web browsers name it). When you leave the page or switch away from it, your browser sends these figures to our server once, with which of our pages it was and when it was loaded. Our server stores them with your browser’s user-agent string, to tell phones from computers, and nothing else: no visitor code and nothing that links them to your visit records. After you press Reject this part is not loaded, and a page open when you pressed it sends nothing.',
            },
            {
              term: 'Messages you send us',
              detail:
                'If you use the contact form: the first and last name you give (or "Anonymous"), your email address, the reason you chose, your message and the time you sent it. Every field is optional.',
            },
            {
              term: 'Contact form protection',
              detail: `So that no one sender can flood our contact form, our server turns your network address (your IPv4 address, or the first half of an IPv6 address, which names your home or office network) into a code, using a random key made each day and kept only on our server. It never stores the address itself. The code lets it check that a message is sent from the network its form was opened on, and count the messages one network sends in a day (at most ${messagesPerClientPerDay}). The day's key is deleted within two hours after the day ends (days are counted in UTC); from then on nobody, us included, can tell which address a code came from.`,
            },
            {
              term: 'Firewall records',
              detail:
                'When our firewall refuses a request to our server (too many in a short time, or one that looks like an attack), it records when, the address asked for, the rule that refused it and your browser’s user-agent string. It does not record your IP address, your cookies or the query string.',
            },
            {
              term: 'Your cookie choice',
              detail: `A cookie called analytics_consent ("granted" or "denied") and a local-storage value called gaAccept ("yes" or "no"), kept for ${consentCookieYears} years so we do not ask again on every visit. The cookie is shared with the web app on ${productDomain}.`,
            },
            {
              term: 'Partner referral',
              detail: `If you arrive through a partner page (${partnerNameList('or')}), a cookie called affiliateSource records which partner, for ${partnerCookieDays} days, so that the partner discount and trial apply when you sign up.`,
            },
            {
              term: 'Page comparisons',
              detail: `Sometimes we compare two versions of a page, such as two home pages, to learn which helps people more. Each visitor is shown one version at random, and a cookie called ${siteCookies.experimentVariants.name} remembers which, for up to ${experimentCookieDays} days, so you see the same one each time and our visit statistics count you once. It stays on this website (the web app never receives it) and is used for nothing else. Search engines and link previews always get the usual page. If you press Reject, the cookie is deleted and you see the usual page.`,
            },
            {
              term: 'Analytics cookies, only if you accept',
              detail:
                'Google Analytics sets cookies whose names start with _ga to count returning visitors and see which pages help people. These are never set unless you press Accept.',
            },
          ],
        },
        { kind: 'paragraph', text: 'In the web app, if you create an account, we also collect:' },
        {
          kind: 'list',
          items: [
            'your name, email address and password (stored only as a secure hash);',
            'the times you said you usually have energy, and your preferred session lengths and activities;',
            'free and busy times from a calendar you choose to connect, and the sessions we add to it;',
            'the town or postcode district you give us, to check the weather forecast for outdoor sessions;',
            'your workout history, your plant’s progress and the friends you choose to connect with;',
            'anything you choose to tell us about ADHD or other health conditions, which is special category data and only collected with your explicit consent;',
            'your subscription and payment status (card details are handled by our payment provider; we only see the card type and last four digits).',
          ],
        },
      ],
    },
    {
      title: 'How we obtain your data',
      blocks: [
        {
          kind: 'list',
          items: [
            'Directly from you, when you fill in the contact form, create an account or change your settings.',
            'Automatically from your browser, when you load a page or press a button (the visit statistics above).',
            'From your calendar provider (Google, Microsoft or Apple), only after you connect a calendar, and only the free and busy times we need.',
            'From a partner, only the fact that you came through their link; partners do not send us your name or contact details.',
            'From friends who invite you, if they enter your email address to send you an invitation.',
          ],
        },
      ],
    },
    {
      title: 'Third-party services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use a small number of carefully chosen processors, each under a written contract that limits what they may do with your data:',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Amazon Web Services (AWS)',
              detail:
                'Hosting of this website and the app, our database and the sending of emails, all in the AWS London region.',
            },
            {
              term: 'Google Analytics',
              detail:
                'Website statistics, only if you press Accept. It is configured not to store IP addresses and not to share data for Google’s advertising.',
            },
            {
              term: 'Stripe Payments Europe',
              detail:
                'Subscription payments, processed in the EEA. Stripe is independently responsible for your card details.',
            },
            {
              term: 'Google, Microsoft and Apple calendars',
              detail:
                'Only if you connect one of their calendars, to read free and busy times and add your sessions.',
            },
            {
              term: 'Met Office Weather DataHub',
              detail:
                'Weather forecasts for your town or postcode district. It receives the place, never your name or account.',
            },
          ],
        },
      ],
    },
    {
      title: 'Lawful bases for processing',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Contract',
              detail:
                'To run your account and subscription: planning sessions, reminders, your plant and friend matching.',
            },
            {
              term: 'Legitimate interests',
              detail:
                'To answer your messages, keep the service secure, prevent fraud and spam, and count visits so we can improve the website. We have balanced these interests against your rights, and you can object at any time.',
            },
            {
              term: 'Consent',
              detail:
                'For analytics cookies, connecting a calendar, push notifications and, as explicit consent, any health information you choose to give us. You can withdraw consent at any time without affecting what happened before.',
            },
            {
              term: 'Legal obligation',
              detail: 'To keep payment and tax records for as long as UK law requires.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Visit statistics without prior consent. UK law (regulation 6 of PECR, as amended by the Data (Use and Access) Act 2025) allows a website to store and read information on your device without asking first when it is only used to collect statistics about how the website is used, in order to improve it, as long as we tell you clearly and give you a simple way to object. Our visit statistics rely on this exception. They are first-party only, never shared for advertising and never combined with other sites’ data.',
        },
        {
          kind: 'paragraph',
          text: 'To object, press Reject in the cookie bar or switch off the setting below. From that moment your browser stores and sends no further visit records or page speed figures, and analytics cookies stay off.',
        },
        { kind: 'consentToggle' },
      ],
    },
    {
      title: 'Aggregated data',
      blocks: [
        {
          kind: 'paragraph',
          text: `We combine data into statistics that do not identify anyone, for example how many people visited the pricing section this month, or how many members who joined through a partner completed their first week. We may share these totals with partners and in public, such as in our blog. Our visit statistics report counts of visitors, visits, pages, button presses and sign-ups per page, partner, campaign, referring site, kind of device and day, and page speed as the figure three quarters of page loads meet, per page and kind of device; never single visits. In anything we share with a partner or anyone else, any count below ${reportMinimumCount} is shown only as "<${reportMinimumCount}" and left out of percentages; our own team sees the exact counts. The figures we share are worked out once a day, with small counts already hidden, and kept for ${aggregatesRetentionMonths} months; partners can read only those, never the visit records. Aggregated data is not personal data, but if we ever combine it with data that could identify you, we treat the result as personal data under this policy.`,
        },
      ],
    },
    {
      title: 'Storage and retention',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your data is stored in a UK cloud region (AWS London), encrypted in transit and at rest, and only staff who need it for their work can access it.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Visit statistics',
              detail: `Deleted automatically from our server ${trackingRetentionMonths} months after they are recorded, and page speed figures with them. The copy in your browser stays until you clear your site data.`,
            },
            { term: 'Contact messages', detail: 'Kept for 24 months after our last reply, then deleted.' },
            {
              term: 'Messages waiting to be sent',
              detail: `On a day when our contact form has already passed ${mailsPerDay} messages, a new message is kept on our server and sent to our team on the first day with room, at most ${keptDaysAhead} days later; the form tells you the day. We keep it rather than turn it away so that a flood of messages cannot close the form for everyone and no message is lost. It is deleted from the server as soon as it is sent. Should our mail fail for that long, it is deleted unsent ${keptMessageDays} days after you sent it.`,
            },
            {
              term: 'Firewall records',
              detail: `Deleted automatically ${siteLogRetentionDays} days after they are made.`,
            },
            {
              term: 'Account data',
              detail: 'Kept while your account is open and deleted within 30 days of you closing it.',
            },
            { term: 'Payment records', detail: 'Kept for six years, as UK tax law requires.' },
            {
              term: 'Cookies',
              detail: `analytics_consent: ${consentCookieYears} years. affiliateSource: ${partnerCookieDays} days. ${siteCookies.experimentVariants.name}: up to ${experimentCookieDays} days. Google Analytics cookies: ${analyticsCookieMonths} months, only if you accepted them.`,
            },
          ],
        },
      ],
    },
    {
      title: 'Your rights',
      blocks: [
        { kind: 'paragraph', text: 'Under UK data protection law you have the right to:' },
        {
          kind: 'list',
          items: [
            'get a copy of the personal data we hold about you;',
            'have inaccurate data corrected;',
            'have your data deleted;',
            'restrict how we use your data;',
            'receive your data in a portable format and have it sent to another service;',
            'object to processing based on legitimate interests, including visit statistics;',
            'withdraw any consent you have given;',
            'not be subject to decisions based solely on automated processing that have legal or similarly significant effects (we make no such decisions).',
          ],
        },
        {
          kind: 'paragraph',
          text: `To use any of these rights, email ${supportEmail}. It is free. We answer every request within one month. If a request is unusually complex we may extend that by up to two more months, and we will tell you within the first month if we need to.`,
        },
      ],
    },
    {
      title: 'Push notifications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you allow them, the web app sends push notifications for reminders only: a nudge shortly before a planned session, and a note when a session has been moved because of your calendar or the weather. We never use push notifications for marketing, offers or "you missed a workout" messages.',
        },
        {
          kind: 'paragraph',
          text: 'You can turn them off at any time in the app’s settings or in your browser or device settings.',
        },
      ],
    },
    {
      title: 'Use of artificial intelligence',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use automated scheduling, including a machine-learning model that learns which times you tend to complete sessions, to suggest when to plan them. It only makes suggestions: you can always move, shrink or skip a session, and it never makes decisions with legal or similarly significant effects.',
        },
        {
          kind: 'paragraph',
          text: 'The model runs on our own infrastructure in the UK. We do not send your personal data or your messages to third-party AI services, and we do not use them to train anyone else’s models.',
        },
      ],
    },
    {
      title: 'International transfers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not transfer your personal data outside the UK or the European Economic Area (EEA). Our own systems run in the UK, and each processor listed above is contractually required to process your data in the UK or the EEA only. If that ever had to change, we would update this policy first and put appropriate safeguards in place, such as the UK International Data Transfer Agreement.',
        },
      ],
    },
    {
      title: 'Data protection officer',
      blocks: [
        {
          kind: 'paragraph',
          text: `As a small company we are not required to appoint a formal data protection officer. Our co-founder and CTO, Priya Raman, is responsible for data protection and is the person who reviews every privacy request. You can reach her at ${supportEmail} with "Data protection" in the subject line.`,
        },
      ],
    },
    {
      title: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we tell account holders by email at least 30 days before it takes effect, and ask for consent again where the law requires it.',
        },
      ],
    },
    {
      title: 'Complaints',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are unhappy with how we have handled your data, please tell us first so we can try to put it right. You also have the right to complain to the UK regulator, the Information Commissioner’s Office: online at ico.org.uk/make-a-complaint, by phone on 0303 123 1113, or by post to Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF.',
        },
      ],
    },
  ],
};
