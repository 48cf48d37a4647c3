import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /how-it-works: the screen itself is built in a later issue. */
export default function HowItWorksPage() {
  return <ComingSoonPage path="/how-it-works" />;
}
