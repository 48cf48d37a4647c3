import { RightsBrowser } from '../../../components/rights';

/** The Know Your Rights tab of / (spec part 1 §2 "Rights tab"); loaded when the tab is opened. */
export default function RightsPanel() {
  return <RightsBrowser headingOrder={2} />;
}
