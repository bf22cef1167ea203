import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { navigationCopy, navMenus, type NavMenu } from './navigation.ts';
import { narrowScreenQuery } from '../ui/breakpoints.ts';
import { Logo } from '../ui/logo.tsx';
import { AppCallToAction } from '../features/download/app-call-to-action.tsx';
import './nav-bar.css';

interface DisclosureMenuProps {
  readonly menu: NavMenu;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onFollowLink: () => void;
  readonly buttonRef: (element: HTMLButtonElement | null) => void;
}

// The WAI-ARIA disclosure pattern, not role="menu": these are plain site links, which screen
// readers announce best as a list of links.
function DisclosureMenu({ menu, open, onToggle, onFollowLink, buttonRef }: DisclosureMenuProps) {
  const listId = useId();
  return (
    <div className="nav-menu">
      <button
        ref={buttonRef}
        type="button"
        className="nav-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {menu.label}
        <svg className="nav-menu__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path
            d="M3.5 6 8 10.5 12.5 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <ul id={listId} className="nav-menu__list" hidden={!open}>
        {menu.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="nav-menu__link"
              activeProps={{ 'aria-current': 'page' }}
              onClick={onFollowLink}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The top bar of every page outside the home family. */
export function NavBar() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const drawerButtonRef = useRef<HTMLButtonElement>(null);
  const menuButtons = useRef(new Map<string, HTMLButtonElement>());
  const navId = useId();

  // A followed link closes whatever was open, as a full page load would.
  const closeAll = () => {
    setOpenMenu(null);
    setDrawerOpen(false);
  };

  // The hamburger drawer only exists below the breakpoint; past it the drawer closes itself so
  // it is not found open again when the window narrows.
  useEffect(() => {
    const query = window.matchMedia(narrowScreenQuery);
    const closeOnDesktop = () => {
      if (!query.matches) setDrawerOpen(false);
    };
    query.addEventListener('change', closeOnDesktop);
    return () => {
      query.removeEventListener('change', closeOnDesktop);
    };
  }, []);

  useEffect(() => {
    if (openMenu === null && !drawerOpen) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      const nav = navRef.current;
      if (nav !== null && event.target instanceof Node && !nav.contains(event.target)) closeAll();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
    };
  }, [openMenu, drawerOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (openMenu !== null) {
      menuButtons.current.get(openMenu)?.focus();
      setOpenMenu(null);
    } else if (drawerOpen) {
      drawerButtonRef.current?.focus();
      setDrawerOpen(false);
    }
  };

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__home" aria-label={navigationCopy.homeLinkLabel}>
          <Logo />
        </Link>
        {/* Keyboard handling on the nav: Esc closes the open menu and returns focus to its button. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <nav
          ref={navRef}
          className="site-nav"
          aria-label={navigationCopy.mainNavLabel}
          data-drawer-open={drawerOpen}
          onKeyDown={onKeyDown}
        >
          <button
            ref={drawerButtonRef}
            type="button"
            className="site-nav__toggle"
            aria-expanded={drawerOpen}
            aria-controls={navId}
            onClick={() => {
              setDrawerOpen((open) => !open);
            }}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              {drawerOpen ? (
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
            <span className="visually-hidden">
              {drawerOpen ? navigationCopy.closeMenu : navigationCopy.openMenu}
            </span>
          </button>
          <div id={navId} className="site-nav__panel">
            <ul className="site-nav__menus">
              {navMenus.map((menu) => (
                <li key={menu.id}>
                  <DisclosureMenu
                    menu={menu}
                    open={openMenu === menu.id}
                    onToggle={() => {
                      setOpenMenu((current) => (current === menu.id ? null : menu.id));
                    }}
                    onFollowLink={closeAll}
                    buttonRef={(element) => {
                      if (element === null) menuButtons.current.delete(menu.id);
                      else menuButtons.current.set(menu.id, element);
                    }}
                  />
                </li>
              ))}
            </ul>
            <AppCallToAction intent="login" className="site-nav__login">
              {navigationCopy.login}
            </AppCallToAction>
          </div>
        </nav>
      </div>
    </header>
  );
}
