import { Section, sectionTitleId } from '../../ui/section.tsx';
import { pressCopy } from './showcase-copy.ts';
import './press.css';

/** Press mentions as text wordmarks: each outlet's name set in its own type style, no logo files. */
export function Press() {
  return (
    <Section name="press" className="press">
      <h2 id={sectionTitleId('press')} className="press__title">
        {pressCopy.title}
      </h2>
      <ul className="press__outlets">
        {pressCopy.outlets.map((outlet) => (
          <li key={outlet.name} className={`press__outlet press__outlet--${outlet.style}`}>
            {outlet.name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
