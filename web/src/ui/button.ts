import './button.css';

export type ButtonVariant = 'primary' | 'secondary';

/** The classes that draw a link or a button as one of the site's buttons. */
export function buttonClass(variant: ButtonVariant, className?: string): string {
  return className === undefined ? `button button--${variant}` : `button button--${variant} ${className}`;
}
