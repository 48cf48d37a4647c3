import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /federal-laws: the screen itself is built in a later issue. */
export default function FederalLawsPage() {
  return <ComingSoonPage path="/federal-laws" />;
}
