// The cookie that binds an editor's GitHub sign-in to the browser that started it (decision 0052),
// sent to the sign-in helper's paths only. A module of its own, so the privacy policy, which names
// it, does not bring the API's route table (and the contract document behind it) into the site.

/** Long enough to sign in to GitHub with a second factor, short enough to go stale soon. */
export const editorSignInCookie = { name: '__Secure-editor-sign-in-state', maxAgeSeconds: 600 } as const;
