import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /know-your-rights: the screen itself is built in a later issue. */
export default function KnowYourRightsPage() {
  return <ComingSoonPage path="/know-your-rights" />;
}
