import { describe, expect, it } from 'vitest';
import { parseCliOptions } from './cli-options.ts';

describe('parseCliOptions', () => {
  it('defaults to port 3000, .data/, dist/site and building when needed', () => {
    expect(parseCliOptions([])).toEqual({ port: 3000, dataDir: '.data/', siteDir: 'dist/site', build: true });
  });

  it('reads the command line the Playwright configuration uses', () => {
    expect(parseCliOptions(['--port', '4100', '--data-dir', '/tmp/fernly-e2e-4100', '--no-build'])).toEqual({
      port: 4100,
      dataDir: '/tmp/fernly-e2e-4100',
      siteDir: 'dist/site',
      build: false,
    });
    expect(parseCliOptions(['--port=4300', '--site-dir=/tmp/site'])).toMatchObject({
      port: 4300,
      siteDir: '/tmp/site',
    });
  });

  it('answers --help and -h with the usage request', () => {
    expect(parseCliOptions(['--help'])).toBe('help');
    expect(parseCliOptions(['-h', '--port', '4100'])).toBe('help');
  });

  it('refuses a port that is not a port number, and unknown options, with the usage', () => {
    expect(() => parseCliOptions(['--port', 'http'])).toThrow(
      /--port must be a whole number from 0 to 65535, not "http"[\s\S]*Usage/,
    );
    expect(() => parseCliOptions(['--port', '70000'])).toThrow(/--port must be/);
    expect(() => parseCliOptions(['--port=-1'])).toThrow(/--port must be/);
    expect(() => parseCliOptions(['--verbose'])).toThrow(/Unknown option '--verbose'/);
  });
});
