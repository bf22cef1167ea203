// The web app's screens the site's calls to action open (web/src/shared/app-links.ts): log-in and
// sign-up. The local stack serves its stand-in app at them (local/stand-in-app.ts). A module of
// its own: the page's inline script imports it.
export const webAppPaths = { login: '/app/', signup: '/app/Onboarding-Intro' } as const;
