// The names the editor knows the content by, shared by its configuration (cms-config.ts) and its
// preview (preview.tsx), which is bundled for the browser and so imports no schema.

/**
 * A content file's name in the editor: unique across collections, because Sveltia CMS finds a
 * preview template by the file's name before the collection's (site/faq and pages/faq would share one).
 */
export function editorFileName(collection: string, name: string): string {
  return `${collection}-${name}`;
}

/** The blog posts' collection. */
export const blogCollectionName = 'blog';

/** Where the editor's preview finds the site's own stylesheet (admin-files.ts writes it). */
export const previewStylePath = '/admin/preview.css';

/** The questions and answers, content/faq.yaml, whose preview shows them as the site does. */
export const faqFileName = editorFileName('site', 'faq');
