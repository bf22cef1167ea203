// Which device profiles of playwright.config.ts run a test, and why (decision 0065). A test or a
// describe states them with `runsOn`; each profile runs only the tests that name it, and the
// fixtures (fixtures.ts) fail a test that runs on a profile it did not ask for, or that says no why.
import type { TestDetails } from '@playwright/test';

export const deviceProfiles = ['desktop', 'phone', 'iphone', 'small-phone'] as const;
export type DeviceProfile = (typeof deviceProfiles)[number];

/** The annotation that carries a test's reason for its profiles. */
const devicesAnnotation = 'devices';

const tagOf = (profile: DeviceProfile) => `@${profile}`;

/** The test details that run a test on `profiles`, saying why. */
export function runsOn(profiles: readonly [DeviceProfile, ...DeviceProfile[]], why: string): TestDetails {
  return { tag: profiles.map(tagOf), annotation: { type: devicesAnnotation, description: why } };
}

/** Matches, in a test's title path, the tag of `profile` (a project's `grep`). */
export function profileGrep(profile: DeviceProfile): RegExp {
  return new RegExp(`(^| )${tagOf(profile)}( |$)`);
}

/** Matches a test that names any profile: what the `undeclared` project leaves out. */
export const anyProfileGrep = new RegExp(`(^| )(${deviceProfiles.map(tagOf).join('|')})( |$)`);

/**
 * Why a test may not run on `project`: a profile it did not name, or no reason given. Null when it
 * may.
 */
export function profileRefusal(
  project: string,
  tags: readonly string[],
  annotations: readonly { type: string; description?: string }[],
): string | null {
  const profile = deviceProfiles.find((candidate) => candidate === project);
  const named = deviceProfiles.filter((candidate) => tags.includes(tagOf(candidate)));
  if (named.length === 0) return 'names no device profile: give it runsOn(…) from tests/e2e/devices.ts';
  if (profile === undefined || !named.includes(profile))
    return `runs on the ${project} project but asked for ${named.join(', ')}`;
  const reasons = annotations.filter((annotation) => annotation.type === devicesAnnotation);
  if (!reasons.some((annotation) => (annotation.description ?? '').trim() !== ''))
    return 'names its device profiles without saying why';
  return null;
}

// The common reasons, one wording each.

/** What a visitor does in a browser: on a wide screen and on a phone, whose layouts differ. */
export const onEveryScreen = runsOn(
  ['desktop', 'phone'],
  'a visitor’s use of the site: the wide layout and the phone layout each show it',
);

/** A browser check no screen changes: one browser proves it. */
export function onceOnDesktop(why: string): TestDetails {
  return runsOn(['desktop'], why);
}
