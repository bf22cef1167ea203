// Invoker commands (HTML's `commandfor` and `command` on a button): a button opens or closes a
// dialog or a popover with no script at all. React renders them as plain attributes, but its types
// do not name them yet.
import 'react';

declare module 'react' {
  // A merged declaration must repeat the interface's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button's command acts on. */
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
