// An address under an experiment is always loaded as a document, never rendered by the router: the
// edge picks which page a visitor sees there (decision 0040), and the router knows only the
// control. Rendered in the browser, a visitor given another variant would see the control, and
// its visit would be recorded under their variant.
import { addressKey } from '../../../edge/experiments/address-key.ts';
import { experiments } from '../../../edge/experiments/experiments.ts';

// Every entry, running or not: the store switches them on and off without a rebuild.
const addresses = new Set(experiments.map((experiment) => addressKey(experiment.address)));

export function isExperimentAddress(pathname: string): boolean {
  return addresses.has(addressKey(pathname));
}
