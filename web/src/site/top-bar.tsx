import { Link } from '@tanstack/react-router';
import { AppCallToAction } from '../ui/app-call-to-action.tsx';
import { Logo } from '../ui/logo.tsx';
import { navigationCopy } from './navigation.ts';
import './top-bar.css';

/** Login, or signup on the page that pushes it (/HomePage1). */
export type TopBarAction = 'login' | 'get-your-plan';

/** The home family's header: the logo and one call to action, no menus. */
export function TopBar({ action }: { readonly action: TopBarAction }) {
  return (
    <header className="top-bar">
      <div className="container top-bar__inner">
        <Link to="/" className="top-bar__home">
          <Logo />
          <span className="visually-hidden">home</span>
        </Link>
        {action === 'login' ? (
          <AppCallToAction intent="login" variant="secondary">
            {navigationCopy.login}
          </AppCallToAction>
        ) : (
          <AppCallToAction intent="signup">{navigationCopy.getYourPlan}</AppCallToAction>
        )}
      </div>
    </header>
  );
}
