import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /test-knowledge: the screen itself is built in a later issue. */
export default function QuizPage() {
  return <ComingSoonPage path="/test-knowledge" />;
}
