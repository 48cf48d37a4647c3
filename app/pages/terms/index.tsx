import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /terms: the screen itself is built in a later issue. */
export default function TermsPage() {
  return <ComingSoonPage path="/terms" />;
}
