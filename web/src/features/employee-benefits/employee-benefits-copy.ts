// The employee-benefits home page: for HR teams choosing a benefit, and for employees whose
// employer already offers Fernly (content/pages/employee-benefits.yaml). Prices are set per organisation, so no
// public pricing here.
import employeeBenefitsFile from '../../../../content/pages/employee-benefits.yaml';

export const {
  page: employeeBenefitsPageMeta,
  employeeBenefitsHero: employeeBenefitsHeroCopy,
  employeeBenefitsStats: employeeBenefitsStatsCopy,
  employeeBenefitsSteps: employeeBenefitsStepsCopy,
  employeeBenefitsEmployer: employeeBenefitsEmployerCopy,
  employeeBenefitsContact: employeeBenefitsContactCopy,
} = employeeBenefitsFile;
