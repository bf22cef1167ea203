import type { ReactNode } from 'react';
import { NavBar } from './nav-bar.tsx';
import { mainContentId } from './skip-link.tsx';
import './page-shell.css';

/** The frame of every page outside the home family: the nav bar and the main landmark. */
export function PageShell({
  children,
  className,
}: {
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <>
      <NavBar />
      <main
        id={mainContentId}
        tabIndex={-1}
        className={className === undefined ? 'page' : `page ${className}`}
      >
        {children}
      </main>
    </>
  );
}
