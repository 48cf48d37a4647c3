import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /state-laws: the screen itself is built in a later issue. */
export default function StateLawsPage() {
  return <ComingSoonPage path="/state-laws" />;
}
