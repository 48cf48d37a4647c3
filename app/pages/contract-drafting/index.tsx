import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /contract-drafting: the screen itself is built in a later issue. */
export default function ContractDraftingPage() {
  return <ComingSoonPage path="/contract-drafting" />;
}
