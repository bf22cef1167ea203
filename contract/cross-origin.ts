// The operations another origin calls: the contract marks them `x-called-from: app-origin` (the
// web app reporting a sign-up, decision 0037). Their answers name the web app's origin, the one
// origin a browser may call them from; API Gateway (api-gateway-definition.ts) and the local
// gateway answer their preflight with the same headers, and the handler refuses any other Origin.
// Every other operation is called from the site's own origin and needs none of this.

/** The contract's mark on an operation the web app calls from its own origin. */
export const calledFromExtension = 'x-called-from';
export const appOriginCaller = 'app-origin';

/** What every answer of such an operation carries, so the web app's script may read it. */
export function crossOriginHeaders(appOrigin: string): Record<string, string> {
  return { 'Access-Control-Allow-Origin': appOrigin, Vary: 'Origin' };
}

/** The preflight's answer: POST with a JSON body, from the web app's origin only; kept 10 minutes. */
export function preflightHeaders(appOrigin: string): Record<string, string> {
  return {
    ...crossOriginHeaders(appOrigin),
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'content-type',
    'Access-Control-Max-Age': '600',
  };
}

/** A preflight answers 204, with no body. */
export const preflightStatus = 204;
