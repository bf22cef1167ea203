import type { ReactNode } from 'react';
import './action-band.css';

interface ActionBandProps {
  /** The title's id, which labels the band. */
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
  /** The band's one action. */
  readonly children: ReactNode;
}

/** A full-width band in the brand colour that closes a page: a title, one line and an action. */
export function ActionBand({ id, title, body, children }: ActionBandProps) {
  return (
    <section className="action-band" aria-labelledby={id}>
      <div className="container action-band__inner">
        <div>
          <h2 id={id} className="action-band__title">
            {title}
          </h2>
          <p className="action-band__body">{body}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
