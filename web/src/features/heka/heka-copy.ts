// The employee-benefits home page: for HR teams choosing a benefit, and for employees whose
// employer already offers Fernly (content/pages/heka.yaml). Prices are set per organisation, so no
// public pricing here.
import hekaFile from '../../../../content/pages/heka.yaml';

export const {
  page: hekaPageMeta,
  hekaHero: hekaHeroCopy,
  hekaStats: hekaStatsCopy,
  hekaSteps: hekaStepsCopy,
  hekaEmployer: hekaEmployerCopy,
  hekaContact: hekaContactCopy,
} = hekaFile;
