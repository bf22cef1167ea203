// The end-to-end suite's device profiles by concern (decision 0065): a project of
// playwright.config.ts runs exactly the tests that name it, a test that names none lands in the
// `undeclared` project, and the fixtures refuse a test on a profile it did not ask for or without
// its reason (tests/e2e/devices.ts).
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config.ts';
import { deviceProfiles, profileRefusal, runsOn, type DeviceProfile } from '../e2e/devices.ts';

/** The projects whose grep selects a test with this title path, as Playwright matches them. */
function projectsRunning(titlePath: string): string[] {
  const matches = (patterns: RegExp | RegExp[] | undefined, fallback: boolean) =>
    patterns === undefined
      ? fallback
      : (Array.isArray(patterns) ? patterns : [patterns]).some((pattern) => pattern.test(titlePath));
  return (config.projects ?? [])
    .filter((project) => matches(project.grep, true) && !matches(project.grepInvert, false))
    .map((project) => project.name ?? '');
}

/** A test's title path as Playwright greps it: file, describes, title, then the tags runsOn gave it. */
function titlePath(profiles: readonly DeviceProfile[]): string {
  const [first, ...others] = profiles;
  const tags = first === undefined ? [] : (runsOn([first, ...others], 'a reason').tag ?? []);
  return [
    'site-nav.spec.ts',
    'nav bar',
    'opens the menu',
    ...(typeof tags === 'string' ? [tags] : tags),
  ].join(' ');
}

const why = [{ type: 'devices', description: 'the phone layout shows it' }];

describe('device profiles', () => {
  it('each profile’s project runs the tests that name it, and no other project does', () => {
    for (const profile of deviceProfiles) expect(projectsRunning(titlePath([profile]))).toEqual([profile]);
    expect(projectsRunning(titlePath(['desktop', 'small-phone']))).toEqual(['desktop', 'small-phone']);
  });

  it('a test that names no profile runs only in the undeclared project, where the fixtures refuse it', () => {
    expect(projectsRunning(titlePath([]))).toEqual(['undeclared']);
    expect(profileRefusal('undeclared', [], [])).toMatch(/names no device profile/);
  });

  it('the fixtures refuse a test on a profile it did not name, or named without a reason', () => {
    expect(profileRefusal('iphone', ['@phone'], why)).toBe('runs on the iphone project but asked for phone');
    expect(profileRefusal('phone', ['@phone'], [])).toMatch(/without saying why/);
    expect(profileRefusal('phone', ['@phone'], [{ type: 'devices', description: ' ' }])).toMatch(
      /without saying why/,
    );
    expect(profileRefusal('phone', ['@phone', '@desktop'], why)).toBeNull();
  });
});
