import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';
import { pageMetaSchema } from '../../shared/page-meta.ts';

const titledText = (title: string) =>
  z.object({ title: copyText('Title', 40), body: copyText('Text', 200) }).meta({ title });

/** content/pages/employee-benefits.yaml: the employee-benefits page, /Heka, below its heading. */
export const employeeBenefitsCopyFileSchema = z
  .object({
    employeeBenefitsHero: z
      .object({
        eyebrow: copyText('Eyebrow above the heading', 40),
        lead: copyText('Lead', 260),
        employeeCta: copyText('Employees’ button', 28),
        employerCta: copyText('Employers’ button', 28),
        screenshotAlt: copyText('Screenshot description (alt text)', 220),
      })
      .meta({ title: 'Hero' }),
    employeeBenefitsStats: z
      .object({
        title: copyText('Heading', 60),
        stats: z
          .array(
            z
              .object({ value: copyText('Figure', 8), label: copyText('What it counts', 100) })
              .meta({ title: 'Figure' }),
          )
          .length(3)
          .meta({ title: 'Figures (exactly three)' }),
      })
      .meta({ title: 'Figures' }),
    employeeBenefitsSteps: z
      .object({
        eyebrow: copyText('Eyebrow', 40),
        title: copyText('Heading', 60),
        steps: z.array(titledText('Step')).length(3).meta({ title: 'Steps (exactly three)' }),
      })
      .meta({ title: 'For employees' }),
    employeeBenefitsEmployer: z
      .object({
        eyebrow: copyText('Eyebrow', 40),
        title: copyText('Heading', 70),
        points: z.array(titledText('Point')).length(4).meta({ title: 'Points (exactly four)' }),
      })
      .meta({ title: 'For HR and people teams' }),
    employeeBenefitsContact: z
      .object({
        title: copyText('Heading', 60),
        body: copyText('Text', 200),
        cta: copyText('Button', 32),
      })
      .meta({ title: 'Contact' }),
    page: pageMetaSchema('/Heka'),
  })
  .meta({ title: 'Employee-benefits page (/Heka)' });
