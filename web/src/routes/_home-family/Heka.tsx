import { createFileRoute } from '@tanstack/react-router';
import { EmployeeBenefitsPage } from '../../pages/employee-benefits-page.tsx';
import { pageHead } from '../../site/page-head.ts';
import { employeeBenefitsPageMeta } from '../../features/employee-benefits/employee-benefits-copy.ts';

/** The employee-benefits page, at the address the spec gives it (its file name is the route). */
export const Route = createFileRoute('/_home-family/Heka')({
  head: pageHead(employeeBenefitsPageMeta),
  staticData: { prerender: { heading: employeeBenefitsPageMeta.heading, inSitemap: true } },
  component: EmployeeBenefits,
});

function EmployeeBenefits() {
  return <EmployeeBenefitsPage heading={employeeBenefitsPageMeta.heading} />;
}
