import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';
import { pageMetaSchema } from '../../shared/page-meta.ts';

/** content/pages/faq.yaml: the words around the questions (the questions: content/faq.yaml). */
export const faqCopyFileSchema = z
  .object({
    faqsPage: z
      .object({
        lead: copyText('Lead', 240),
        homeHeading: copyText('Heading of the home page’s questions', 60),
        moreHeading: copyText('Heading of the further questions', 60),
        stillStuck: z
          .object({
            heading: copyText('Heading', 60),
            text: copyText('Text', 160),
            link: copyText('Link to the contact page', 30),
          })
          .meta({ title: 'Still have a question' }),
      })
      .meta({ title: 'FAQs page' }),
    faqSection: z
      .object({
        eyebrow: copyText('Eyebrow', 40),
        title: copyText('Heading', 60),
        moreLink: copyText('Link to the FAQs page', 30),
      })
      .meta({ title: 'Home page FAQ section' }),
    page: pageMetaSchema('/faqs'),
  })
  .meta({ title: 'FAQ pages' });
