import { describe, expect, it } from 'vitest';
import { adminFiles } from './admin-files.ts';

describe('the files of /admin', () => {
  it('serve the editor’s fonts from /admin/fonts/, and the bundle loads no font from a CDN', async () => {
    const files = await adminFiles({ repo: 'fernly/website', branch: 'main' }, 'https://fernly.app');
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
