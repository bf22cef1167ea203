import faqCopyFile from '../../../../content/pages/faq.yaml';

/** The FAQs page's title, description and heading (content/pages/faq.yaml). */
export const faqsPageMeta = faqCopyFile.page;

/** The FAQs page (content/pages/faq.yaml). */
export const faqsPageCopy = faqCopyFile.faqsPage;

/** The FAQ section of the home-family pages. */
export const faqSectionCopy = faqCopyFile.faqSection;
