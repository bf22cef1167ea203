// The names the editor knows the content by, shared by its configuration (cms-config.ts) and its
// preview (preview.tsx), which is bundled for the browser and so imports no schema.
import { editorPath } from '../../contract/editor-path.ts';

/** The collection of the pages' copy (web/vite-plugins/content-files.ts). */
const pageCopyCollection = 'pages';

/**
 * A content file's name in the editor, which also names an editor's branch (`cms/site/faq`). It
 * must be unique across collections: Sveltia CMS finds a preview template by the file's name before
 * the collection's, so the FAQs page's copy must not be "faq" too, nor the blog's copy "blog". Page
 * copy files are named as their loaders are: `faq-copy`.
 */
export function editorFileName(collection: string, name: string): string {
  return collection === pageCopyCollection ? `${name}-copy` : name;
}

/** The blog posts' collection. */
export const blogCollectionName = 'blog';

/** Where the editor's preview finds the site's own stylesheet (admin-files.ts writes it). */
export const previewStylePath = `${editorPath}/preview.css`;

/** The questions and answers, content/faq.yaml, whose preview shows them as the site does. */
export const faqFileName = editorFileName('site', 'faq');
