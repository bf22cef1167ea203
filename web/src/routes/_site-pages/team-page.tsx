import { createFileRoute } from '@tanstack/react-router';
import { MeetTheTeamPage } from '../../pages/meet-the-team-page.tsx';
import type { PageMeta } from '../../shared/page-meta.ts';
import { pageHead } from '../../site/page-head.ts';

const page = {
  title: 'Meet the team',
  description:
    'Meet the founders behind Fernly and why each of them cares about making exercise work for people with ADHD.',
  heading: 'Meet the team',
} satisfies PageMeta;

export const Route = createFileRoute('/_site-pages/team-page')({
  head: pageHead(page),
  staticData: { prerender: { heading: page.heading, inSitemap: true } },
  component: Team,
});

function Team() {
  return <MeetTheTeamPage heading={page.heading} />;
}
