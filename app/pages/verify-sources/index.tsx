import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /verify-sources: the screen itself is built in a later issue. */
export default function VerifySourcesPage() {
  return <ComingSoonPage path="/verify-sources" />;
}
