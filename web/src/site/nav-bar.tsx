import { Link } from '@tanstack/react-router';
import { navigationCopy, navMenus, type NavMenu } from './navigation.ts';
import { Logo } from '../ui/logo.tsx';
import { AppCallToAction } from '../ui/app-call-to-action.tsx';
import { navDrawerId } from './nav-bar-enhancement.ts';
import './nav-bar.css';

const chevron = (
  <svg className="nav-menu__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

// A disclosure of plain site links, not role="menu": screen readers announce a list of links best.
// The button opens its list as a popover, with no script: the browser closes it on Esc or a click
// elsewhere and exposes whether it is open. In the phone drawer the list is simply shown, under
// its name, so every page is two taps away.
function NavMenuGroup({ menu }: { readonly menu: NavMenu }) {
  const listId = `nav-menu-${menu.id}`;
  return (
    <div className="nav-menu">
      <button type="button" className="nav-menu__button" popoverTarget={listId}>
        {menu.label}
        {chevron}
      </button>
      <p className="nav-menu__heading" id={`${listId}-heading`}>
        {menu.label}
      </p>
      <ul id={listId} className="nav-menu__list" popover="auto" aria-labelledby={`${listId}-heading`}>
        {menu.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="nav-menu__link" activeProps={{ 'aria-current': 'page' }}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The top bar of every page outside the home family. Wide screens show the three menus and Login;
 * narrow ones a menu button that opens them all as a drawer (a popover), which the page's script
 * closes when the window grows past the breakpoint (./nav-bar-enhancement.ts).
 */
export function NavBar() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__home" aria-label={navigationCopy.homeLinkLabel}>
          <Logo />
        </Link>
        <nav className="site-nav" aria-label={navigationCopy.mainNavLabel}>
          <button type="button" className="site-nav__toggle" popoverTarget={navDrawerId}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{navigationCopy.openMenu}</span>
          </button>
          <div id={navDrawerId} className="site-nav__panel" popover="auto">
            <ul className="site-nav__menus">
              {navMenus.map((menu) => (
                <li key={menu.id}>
                  <NavMenuGroup menu={menu} />
                </li>
              ))}
            </ul>
            <AppCallToAction intent="login" className="site-nav__login">
              {navigationCopy.login}
            </AppCallToAction>
            <button
              type="button"
              className="site-nav__close"
              popoverTarget={navDrawerId}
              popoverTargetAction="hide"
            >
              {navigationCopy.closeMenu}
            </button>
          </div>
        </nav>
      </div>
    </header>
  );
}
