/** What a page is called: its title and description for search engines and link previews, and its main heading. */
export interface PageMeta {
  /** Without the brand: the head adds "| Fernly". */
  readonly title: string;
  readonly description: string;
  /** The page's visible h1, which the build and the end-to-end tests check in the pre-rendered HTML. */
  readonly heading: string;
}
