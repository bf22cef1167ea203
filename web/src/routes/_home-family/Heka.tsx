import { createFileRoute } from '@tanstack/react-router';
import { HekaPage } from '../../pages/heka-page.tsx';
import { pageHead } from '../../site/page-head.ts';
import { hekaPageMeta } from '../../features/heka/heka-copy.ts';

export const Route = createFileRoute('/_home-family/Heka')({
  head: pageHead(hekaPageMeta),
  staticData: { prerender: { heading: hekaPageMeta.heading, inSitemap: true } },
  component: Heka,
});

function Heka() {
  return <HekaPage heading={hekaPageMeta.heading} />;
}
