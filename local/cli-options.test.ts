import { describe, expect, it } from 'vitest';
import { handlerLogLevel, parseCliOptions, stackPorts } from './cli-options.ts';

describe('parseCliOptions', () => {
  it('defaults to port 3000, .data/, dist/site and building when needed', () => {
    expect(parseCliOptions([])).toEqual({
      port: 3000,
      dataDir: '.data/',
      siteDir: 'dist/site',
      build: true,
      verbose: false,
    });
  });

  it('reads the command line the Playwright configuration uses', () => {
    expect(parseCliOptions(['--port', '4100', '--data-dir', '/tmp/fernly-e2e-4100', '--no-build'])).toEqual({
      port: 4100,
      dataDir: '/tmp/fernly-e2e-4100',
      siteDir: 'dist/site',
      build: false,
      verbose: false,
    });
    expect(parseCliOptions(['--port=4300', '--site-dir=/tmp/site', '--verbose'])).toMatchObject({
      port: 4300,
      siteDir: '/tmp/site',
      verbose: true,
    });
  });

  it('answers --help and -h with the usage request', () => {
    expect(parseCliOptions(['--help'])).toBe('help');
    expect(parseCliOptions(['-h', '--port', '4100'])).toBe('help');
  });

  it('refuses a port that is not a port number, and unknown options, with the usage', () => {
    expect(() => parseCliOptions(['--port', 'http'])).toThrow(
      /--port must be a whole number from 0 to 65533 [^\n]*, not "http"[\s\S]*Usage/,
    );
    expect(() => parseCliOptions(['--port', '70000'])).toThrow(/--port must be/);
    expect(() => parseCliOptions(['--port', '65534'])).toThrow(/from 0 to 65533 \(the next two/);
    expect(parseCliOptions(['--port', '65533'])).toMatchObject({ port: 65_533 });
    expect(() => parseCliOptions(['--port=-1'])).toThrow(/--port must be/);
    expect(() => parseCliOptions(['--quiet'])).toThrow(/Unknown option '--quiet'/);
  });
});

describe('stackPorts', () => {
  it('puts the SES inbox on the port after the site and DynamoDB on the one after that', () => {
    expect(stackPorts(3000)).toEqual({ site: 3000, inbox: 3001, dynamodb: 3002 });
  });

  it('leaves every port free to choose when the site takes any free port', () => {
    expect(stackPorts(0)).toEqual({ site: 0, inbox: 0, dynamodb: 0 });
  });
});

describe('handlerLogLevel', () => {
  it('keeps the handlers to warnings and errors unless --verbose asks for a line per request', () => {
    expect(handlerLogLevel(false, {})).toBe('WARN');
    expect(handlerLogLevel(true, {})).toBe('INFO');
  });

  it('gives way to a level set in the environment', () => {
    expect(handlerLogLevel(false, { POWERTOOLS_LOG_LEVEL: 'DEBUG' })).toBe('DEBUG');
    expect(handlerLogLevel(true, { POWERTOOLS_LOG_LEVEL: 'ERROR' })).toBe('ERROR');
  });
});
