import { Link } from '@tanstack/react-router';
import { AppCallToAction } from '../features/download/app-call-to-action.tsx';
import { Logo } from '../ui/logo.tsx';
import { topBarCopy } from '../features/home/home-copy.ts';
import './top-bar.css';

interface TopBarProps {
  /** The home page offers Login; the simplified landing page pushes signup instead. */
  readonly action: 'login' | 'get-your-plan';
}

export function TopBar({ action }: TopBarProps) {
  return (
    <header className="top-bar">
      <div className="container top-bar__inner">
        <Link to="/" className="top-bar__home">
          <Logo />
          <span className="visually-hidden">home</span>
        </Link>
        {action === 'login' ? (
          <AppCallToAction intent="login" variant="secondary">
            {topBarCopy.login}
          </AppCallToAction>
        ) : (
          <AppCallToAction intent="signup">{topBarCopy.getYourPlan}</AppCallToAction>
        )}
      </div>
    </header>
  );
}
