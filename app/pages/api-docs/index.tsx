import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /api-docs: the screen itself is built in a later issue. */
export default function ApiDocsPage() {
  return <ComingSoonPage path="/api-docs" />;
}
