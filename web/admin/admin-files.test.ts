import { describe, expect, it } from 'vitest';
import { adminFiles } from './admin-files.ts';
import { previewStylePath } from './editor-names.ts';

const siteCss = '.faq-accordion__item{border-bottom:1px solid}';
/** The files of an editor at admin.fernly.example, made once for every test here. */
const editorFiles = adminFiles(
  { repo: 'fernly/website', branch: 'main' },
  'https://admin.fernly.example',
  siteCss,
);

describe('the files of /admin', () => {
  it('serve the editor’s fonts from /admin/fonts/, and the bundle loads no font from a CDN', async () => {
    const files = await editorFiles;
    const bundle = files.find((file) => file.path === 'admin/sveltia-cms.js')?.content;
    if (typeof bundle !== 'string') throw new Error('The build writes no editor bundle');
    expect(bundle).not.toContain('cdn.jsdelivr.net');
    const fonts = files.filter((file) => file.path.startsWith('admin/fonts/'));
    expect(fonts.map((font) => font.path).sort()).toEqual([
      'admin/fonts/material-symbols-outlined-latin-wght-normal.woff2',
      'admin/fonts/noto-mono-latin-400-normal.woff2',
      'admin/fonts/source-sans-3-latin-wght-normal.woff2',
    ]);
    for (const font of fonts) {
      expect(bundle).toContain(`/${font.path}`);
      // WOFF2's signature: a real font file, not a path or an empty buffer.
      expect(Buffer.from(font.content).subarray(0, 4).toString('latin1'), font.path).toBe('wOF2');
    }
  });
});

describe('the editor’s page', () => {
  it('hands Sveltia CMS its configuration by hand, before the bundle, and fetches no configuration file', async () => {
    const files = await editorFiles;
    const page = String(files.find((file) => file.path === 'admin/index.html')?.content);
    expect([...page.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1])).toEqual([
      '/admin/config.js',
      '/admin/sveltia-cms.js',
      '/admin/preview.js',
    ]);
    expect(page).not.toContain('cms-config-url');
    const script = String(files.find((file) => file.path === 'admin/config.js')?.content);
    expect(script.startsWith('window.CMS_MANUAL_INIT = true;\n')).toBe(true);
    const config: unknown = JSON.parse(/CMS\.init\(\{ config: ([\s\S]*) \}\);/.exec(script)?.[1] ?? 'null');
    expect(config).toMatchObject({
      load_config_file: false,
      publish_mode: 'editorial_workflow',
      backend: { base_url: 'https://admin.fernly.example', repo: 'fernly/website', auth_methods: ['oauth'] },
    });
    expect(files.find((file) => file.path === 'admin/favicon.svg')?.content.toString()).toContain('<svg');
  });
});

describe('the editor’s preview', () => {
  it('gets the site’s own stylesheet beside the editor, where its policy lets the preview load it', async () => {
    const files = await editorFiles;
    expect(previewStylePath.startsWith('/admin/')).toBe(true);
    expect(files.find((file) => `/${file.path}` === previewStylePath)?.content).toBe(siteCss);
  });

  it('loads the modules Sveltia needs for it from /admin, not from unpkg.com', async () => {
    const files = await editorFiles;
    const bundle = String(files.find((file) => file.path === 'admin/sveltia-cms.js')?.content);
    expect(bundle).toContain('import("/admin/vendor/immutable.es.js")');
    expect(bundle).not.toContain('`immutable`,`dist/immutable.es.js`');
    for (const path of ['admin/chunks/react-dom.js', 'admin/vendor/immutable.es.js']) {
      const module = String(files.find((file) => file.path === path)?.content);
      expect(module, path).toMatch(/\bexport\b/);
    }
  });

  it('is one classic script with the site’s components and the facts the FAQs name, and no React of its own', async () => {
    const files = await editorFiles;
    const script = String(files.find((file) => file.path === 'admin/preview.js')?.content);
    expect(script).toContain('faq-accordion__item');
    expect(script).toContain('blog-post__cover');
    // The facts come from the partners' entries (web/src/features/faq/faq-facts.ts).
    expect(script).toContain('if you joined through');
    expect(script).not.toMatch(/^import |\bexport /m);
    expect(script).not.toContain('react.production');
    expect(script.length).toBeLessThan(40_000);
  });
});
