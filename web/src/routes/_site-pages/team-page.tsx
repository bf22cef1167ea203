import { createFileRoute } from '@tanstack/react-router';
import { MeetTheTeamPage } from '../../pages/meet-the-team-page.tsx';
import { pageHead } from '../../site/page-head.ts';
import { teamPageMeta } from '../../features/team/team-copy.ts';

export const Route = createFileRoute('/_site-pages/team-page')({
  head: pageHead(teamPageMeta),
  staticData: { prerender: { heading: teamPageMeta.heading, inSitemap: true } },
  component: Team,
});

function Team() {
  return <MeetTheTeamPage heading={teamPageMeta.heading} />;
}
