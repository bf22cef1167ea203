// What a page is called, and the lengths a search result shows of it. The words are content
// (decision 0071): each page's title, description and heading sit in its feature's file in
// content/pages/ or content/legal/, checked by pageMetaSchema, which gives the editor at /admin
// the same limits.
import { z } from 'zod';
import { brandName } from './brand.ts';
import { copyText } from './copy-text.ts';

/** What a page is called: its title and description for search engines and link previews, and its main heading. */
export interface PageMeta {
  /** Without the brand: the head adds "| Fernly". */
  readonly title: string;
  readonly description: string;
  /** The page's visible h1, which the build and the end-to-end tests check in the pre-rendered HTML. */
  readonly heading: string;
}

/** "About us | Fernly"; a title that already names the brand is left alone. */
export function documentTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/** About what a search result shows of a title before cutting it off with an ellipsis. */
const searchResultTitleLength = 60;

/**
 * A page's own title: at least what the build checks every page for (web/prerender/site-files.ts),
 * and short enough that with "| Fernly" after it the whole fits a search result.
 */
const pageTitleLength = { min: 5, max: searchResultTitleLength - documentTitle('', brandName).length };

/**
 * A description's length: search engines show about 160 characters, and replace one much shorter
 * than 50 with text of their choosing from the page.
 */
const descriptionLength = { min: 50, max: 160 } as const;

/** The longest heading any page's layout has been checked with (decision 0053: headings 60). */
const headingLength = 60;

/**
 * A page's title, description and heading as a content file holds them, for the page the editor
 * names `page` ("/faqs"). `titlePlaceholders` are facts the title may name, filled by its loader.
 */
export function pageMetaSchema(page: string, titlePlaceholders: readonly string[] = []) {
  return z
    .object({
      title: copyText(
        'Title (search results and the browser tab, before “| Fernly”)',
        pageTitleLength.max,
        titlePlaceholders,
        pageTitleLength.min,
      ),
      description: copyText(
        'Description (search results and link previews)',
        descriptionLength.max,
        [],
        descriptionLength.min,
      ),
      heading: copyText('Main heading', headingLength),
    })
    .meta({ title: `${page}: title, description and main heading` });
}
