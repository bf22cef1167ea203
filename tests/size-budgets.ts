// The size budgets, in bytes, of what a visitor's browser fetches (text files as gzip -9,
// web/prerender/sizes.ts). The built files are checked against them without a browser
// (tests/site/page-weight.test.ts); what only a browser shows, the island fetched on the first
// touch and the hero still it chose, in tests/e2e/page-weight.spec.ts.

const kilobyte = 1024;

/**
 * A page runs on its own inline script (decision 0033): React and the router load only when a
 * visitor needs them, so before any interaction a page fetches one script, the field vitals'
 * module, once the browser is idle (decision 0045); its budget is the size of the `web-vitals`
 * attribution build it is made from (5,587 bytes gzip -9 in 6.2.3), to the tenth of a kilobyte:
 * the module is 5,629 bytes, the library's code and 42 of its own. The contact form's island,
 * fetched when the visitor starts on the form, has a budget of its own. The inline script's budget
 * was 12 KB until page copy became content files (decision 0053): a blog post's inline script then
 * measured 12,296 bytes, 8 over, with the post's copy carried as data.
 */
export const sizeBudgets = {
  inlineScript: 12.5 * kilobyte,
  fieldVitalsModule: 5.5 * kilobyte,
  contactFormIsland: 90 * kilobyte,
  cssPerRoute: 20 * kilobyte,
  htmlHome: 30 * kilobyte,
  heroPoster: 60 * kilobyte,
  heroVideo: 600 * kilobyte,
} as const;
