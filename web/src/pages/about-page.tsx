import { AppCallToAction } from '../ui/app-call-to-action.tsx';
import { anchorId } from '../shared/anchor.ts';
import { PageCallout } from '../ui/page-callout.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { aboutCopy } from '../features/about/about-copy.ts';
import '../ui/prose.css';

export function AboutPage({ heading }: { readonly heading: string }) {
  return (
    <>
      <PageHeader eyebrow="About us" heading={heading} lead={aboutCopy.lead} />
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
      <div className="container">
        <PageCallout
          id="about-cta"
          heading={aboutCopy.callToAction.heading}
          text={aboutCopy.callToAction.text}
        >
          <AppCallToAction intent="signup">{aboutCopy.callToAction.button}</AppCallToAction>
        </PageCallout>
      </div>
    </>
  );
}
