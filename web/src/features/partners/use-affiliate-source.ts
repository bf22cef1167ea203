import { useLocation } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import {
  affiliateCookie,
  affiliateSourceFromPath,
  readAffiliateSource,
  type AffiliateSource,
} from './affiliate.ts';
import { siteConfig } from '../../shared/site-config.ts';

// document.cookie has no change event that every browser supports; the cookie only changes in
// this hook's own effect, which re-renders through the path anyway, so nothing to subscribe to.
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
 * its source from its path alone, so it is pre-rendered already discounted and hydrates without a mismatch. Any
 * other page is pre-rendered at standard prices (the cookie is unknown at build time) and shows
 * the discount right after hydration: useSyncExternalStore renders the server snapshot first,
 * then the cookie's value.
 */
export function useAffiliateSource(): AffiliateSource | null {
  const pathname = useLocation({ select: (location) => location.pathname });
  const pathSource = affiliateSourceFromPath(pathname);
  const cookieSource = useSyncExternalStore(subscribeToNothing, readCookieSource, noSourceWhilePrerendering);

  useEffect(() => {
    if (pathSource === null) return;
    document.cookie = affiliateCookie(pathSource, window.location.hostname, siteConfig.productDomain);
  }, [pathSource]);

  return pathSource ?? cookieSource;
}
