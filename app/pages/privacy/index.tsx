import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /privacy: the screen itself is built in a later issue. */
export default function PrivacyPage() {
  return <ComingSoonPage path="/privacy" />;
}
