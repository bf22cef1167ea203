import { AppCallToAction } from '../download/app-call-to-action.tsx';
import { PageShell } from '../../site/page-shell.tsx';
import { aboutCopy } from './about-copy.ts';
import { pages } from '../../site/pages.ts';
import { anchorId } from '../../shared/anchor.ts';

export function AboutPage() {
  return (
    <PageShell>
      <div className="container page__header">
        <span className="eyebrow">About us</span>
        <h1>{pages.about.heading}</h1>
        <p className="page__lead">{aboutCopy.lead}</p>
      </div>
      <div className="container prose">
        {aboutCopy.sections.map((section) => (
          <section key={section.heading} aria-labelledby={anchorId(section.heading)}>
            <h2 id={anchorId(section.heading)}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
      <aside className="container page-callout" aria-labelledby="about-cta">
        <h2 id="about-cta">{aboutCopy.callToAction.heading}</h2>
        <p>{aboutCopy.callToAction.text}</p>
        <AppCallToAction intent="signup">{aboutCopy.callToAction.button}</AppCallToAction>
      </aside>
    </PageShell>
  );
}
