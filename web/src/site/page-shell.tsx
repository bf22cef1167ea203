import type { ReactNode } from 'react';
import { NavBar } from './nav-bar.tsx';
import { mainContentId } from './skip-link.tsx';
import { notFoundPageAttribute } from '../shared/page-script-protocol.ts';
import './page-shell.css';

/** The frame of every page outside the home family: the nav bar and the main landmark. */
export function PageShell({
  children,
  className,
  notFound = false,
}: {
  readonly children: ReactNode;
  readonly className?: string;
  /** The 404 page: visit statistics count it as no page, whatever address was typed. */
  readonly notFound?: boolean;
}) {
  return (
    <>
      <NavBar />
      <main
        id={mainContentId}
        tabIndex={-1}
        className={className === undefined ? 'page' : `page ${className}`}
        {...(notFound ? { [notFoundPageAttribute]: '' } : {})}
      >
        {children}
      </main>
    </>
  );
}
