import { Group, Text } from '@mantine/core';
import { BRAND, DISCLAIMER } from '../../../core/brand';
import { TERMS_EFFECTIVE, TERMS_LAST_UPDATED, formatPolicyDate } from '../../../core/policies';
import { Disclaimer } from '../../components/Disclaimer';
import { InfoPage, PageLinks } from '../../components/info/InfoPage';
import { PolicySections } from '../../components/info/PolicySection';
import { termsSections } from './sections';

/** /terms: the Terms of Service (spec part 2 §2): dates, the disclaimer banner, 14 numbered sections. */
export default function TermsPage() {
  return (
    <InfoPage path="/terms">
      <Group gap="xl">
        <Text size="sm">
          <strong>Last updated:</strong> {formatPolicyDate(TERMS_LAST_UPDATED)}
        </Text>
        <Text size="sm">
          <strong>Effective date:</strong> {formatPolicyDate(TERMS_EFFECTIVE)}
        </Text>
      </Group>
      <Disclaimer>
        <strong>Legal disclaimer:</strong> {DISCLAIMER} Using {BRAND} does not create an attorney-client relationship.
      </Disclaimer>
      <PolicySections sections={termsSections} />
      <PageLinks label="Terms of Service links" links={['returnHome', 'privacy', 'help']} />
    </InfoPage>
  );
}
