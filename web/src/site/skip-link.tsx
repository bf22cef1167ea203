import { navigationCopy } from './navigation.ts';
import './skip-link.css';

/** The id of every page's <main>, the skip link's target (the home pages use the same id). */
export const mainContentId = 'main-content';

/** First focusable element of every page, so keyboard users can jump past the menus. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${mainContentId}`}>
      {navigationCopy.skipLink}
    </a>
  );
}
