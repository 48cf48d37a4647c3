import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /help: the screen itself is built in a later issue. */
export default function HelpPage() {
  return <ComingSoonPage path="/help" />;
}
