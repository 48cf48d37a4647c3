import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /legal-resources: the screen itself is built in a later issue. */
export default function LegalResourcesPage() {
  return <ComingSoonPage path="/legal-resources" />;
}
