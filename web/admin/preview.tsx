// The editor's preview (decision 0071): the site's own stylesheet, and the site's own components
// for the questions and the blog posts, so an entry looks as it will on the site, with the facts
// an answer names in braces filled in. Bundled by admin-files.ts into /admin/preview.js, which
// runs after Sveltia CMS's bundle and before the editor starts.
import type CMS from '@sveltia/cms';
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { CoverArt } from '../src/features/blog/cover-art.tsx';
import { PostHeading } from '../src/features/blog/post-heading.tsx';
import { FaqAccordion } from '../src/features/faq/faq-accordion.tsx';
import { withFacts } from '../src/features/faq/faq-facts.ts';
import type { FaqItem } from '../src/features/faq/faq-schema.ts';
import { blogCollectionName, faqFileName, previewStylePath } from './editor-names.ts';

declare global {
  interface Window {
    readonly CMS?: typeof CMS;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isImmutable(value: unknown): value is { toJS(): unknown } {
  return isRecord(value) && typeof value.toJS === 'function';
}

/** The entry's fields as plain values: the editor hands them over as Immutable.js collections. */
function entryData({ entry }: CustomPreviewTemplateProps): Record<string, unknown> {
  const data: unknown = entry.get('data');
  const plain = isImmutable(data) ? data.toJS() : data;
  return isRecord(plain) ? plain : {};
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The questions of one list as they stand while being edited: any may still lack a field. */
function faqItems(value: unknown): FaqItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item) => ({
    question: text(item.question),
    answer: text(item.answer),
    ...(item.initiallyOpen === true ? { initiallyOpen: true } : {}),
  }));
}

/** content/faq.yaml: each page's questions, as the accordion on that page shows them. */
function FaqPreview(props: CustomPreviewTemplateProps) {
  const data = entryData(props);
  const lists = [
    ['The home page', data.home],
    ['The FAQs page, after the home page’s questions', data.more],
    ['/Heka', data.employeeBenefits],
  ] as const;
  return (
    <div className="container page__narrow">
      {lists.map(([page, items]) => (
        <section key={page}>
          <h2>{page}</h2>
          <FaqAccordion items={withFacts(faqItems(items))} headingLevel={3} />
        </section>
      ))}
    </div>
  );
}

/** A date the page can print: the post's, or today's while the field is empty. */
function publishedDate(value: unknown): string {
  const date = text(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : new Date().toISOString().slice(0, 10);
}

/** A blog post as its page shows it: heading, cover (uploaded or drawn from the title) and text. */
function PostPreview(props: CustomPreviewTemplateProps) {
  const data = entryData(props);
  const title = text(data.title);
  const cover = text(data.cover);
  const coverUrl = cover === '' ? undefined : props.getAsset(cover)?.url;
  return (
    <article className="container page__narrow blog-post">
      <PostHeading
        post={{
          title,
          published: publishedDate(data.published),
          author: text(data.author),
          readingMinutes: typeof data.readingMinutes === 'number' ? data.readingMinutes : 0,
        }}
      />
      {coverUrl === undefined ? (
        <CoverArt title={title} className="blog-post__cover" />
      ) : (
        <img src={coverUrl} alt={text(data.coverAlt)} className="blog-post__cover" />
      )}
      <div className="prose">{props.widgetFor('body')}</div>
    </article>
  );
}

const cms = window.CMS;
if (cms === undefined) throw new Error('/admin/preview.js must run after Sveltia CMS’s bundle');
cms.registerPreviewStyle(previewStylePath);
cms.registerPreviewTemplate(faqFileName, FaqPreview);
cms.registerPreviewTemplate(blogCollectionName, PostPreview);
