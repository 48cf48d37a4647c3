import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /test-knowledge-battle: the screen itself is built in a later issue. */
export default function BattlePage() {
  return <ComingSoonPage path="/test-knowledge-battle" />;
}
