import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /test-knowledge-chat: the screen itself is built in a later issue. */
export default function KnowledgeChatPage() {
  return <ComingSoonPage path="/test-knowledge-chat" />;
}
