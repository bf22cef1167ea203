// The two pages the app's blocking time is judged against (issue 10): the same pre-rendered page
// with every script removed, the floor no JavaScript can beat; and that page with React alone
// rendering one tiny island, the floor of any page that hydrates with React at all.

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const modulePreload = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;

/** The page as the browser would show it with JavaScript off: every script and script preload gone. */
export function withoutScripts(html: string): string {
  return html.replace(scriptElement, '').replace(modulePreload, '');
}

/**
 * The page without its scripts, loading only the React-alone bundle at the end of the body. At low
 * fetch priority: a module script never holds up the first paint, but Lighthouse's simulation
 * takes any high-priority script for render-blocking and puts the floor's first paint after the
 * bundle's download (140–200 ms later than the same page's, observed paints equal). Its blocking
 * time, counted from that paint, then left out the page's own first layout, and a page with no
 * script at all read above it (decision 0033).
 */
export function withReactAlone(html: string, bundlePath: string): string {
  const stripped = withoutScripts(html);
  const bodyEnd = stripped.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('the page has no </body> to load React before');
  const script = `<script type="module" fetchpriority="low" src="${bundlePath}"></script>`;
  return `${stripped.slice(0, bodyEnd)}${script}${stripped.slice(bodyEnd)}`;
}
