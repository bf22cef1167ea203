import { useLocation } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { affiliateSourceFromPath, readAffiliateSource, type AffiliateSource } from './affiliate.ts';

// document.cookie has no change event that every browser supports; the cookie only changes when a
// partner page is shown (the page's script sets it), which re-renders through the path anyway.
function subscribeToNothing(): () => void {
  return () => undefined;
}

function readCookieSource(): AffiliateSource | null {
  return readAffiliateSource(document.cookie);
}

function noSourceWhilePrerendering(): null {
  return null;
}

/**
 * The partner source of this visit. A partner page, at its address in any letter case, decides
 * its source from its path alone, so it is pre-rendered already discounted. Any other page is
 * pre-rendered at standard prices (the cookie is unknown at build time); in the browser the
 * cookie's partner applies.
 */
export function useAffiliateSource(): AffiliateSource | null {
  const pathname = useLocation({ select: (location) => location.pathname });
  const pathSource = affiliateSourceFromPath(pathname);
  const cookieSource = useSyncExternalStore(subscribeToNothing, readCookieSource, noSourceWhilePrerendering);

  return pathSource ?? cookieSource;
}
