// The two pages the app's blocking time is judged against (issue 10): the same pre-rendered page
// with every script removed, the floor no JavaScript can beat; and that page with React alone
// rendering one tiny island, the floor of any page that hydrates with React at all.

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const modulePreload = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;

/** The page as the browser would show it with JavaScript off: every script and script preload gone. */
export function withoutScripts(html: string): string {
  return html.replace(scriptElement, '').replace(modulePreload, '');
}

/** The page without its scripts, loading only the React-alone bundle at the end of the body. */
export function withReactAlone(html: string, bundlePath: string): string {
  const stripped = withoutScripts(html);
  const bodyEnd = stripped.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('the page has no </body> to load React before');
  const script = `<script type="module" src="${bundlePath}"></script>`;
  return `${stripped.slice(0, bodyEnd)}${script}${stripped.slice(bodyEnd)}`;
}
