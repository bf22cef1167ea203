// What an editor's GitHub sign-in leaves in the browser: the cookie that binds the sign-in to the
// browser that started it (decision 0052), sent to the sign-in helper's paths only, and the most a
// token it hands over may live (0059). A module of its own, so the privacy policy, which names
// both, does not bring the API's route table (and the contract document behind it) into the site.

/** Long enough to sign in to GitHub with a second factor, short enough to go stale soon. */
export const editorSignInCookie = { name: '__Secure-editor-sign-in-state', maxAgeSeconds: 600 } as const;

/**
 * The longest the GitHub token a sign-in hands to the editor's browser may live: a GitHub App's
 * expiring user token, eight hours; the helper refuses any other (decision 0059).
 */
export const editorTokenLifetimeSeconds = 8 * 60 * 60;
