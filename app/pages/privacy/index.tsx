import { Text } from '@mantine/core';
import { BRAND } from '../../../core/brand';
import { PRIVACY_LAST_UPDATED, formatPolicyDate } from '../../../core/policies';
import { Disclaimer } from '../../components/Disclaimer';
import { InfoPage, PageLinks } from '../../components/info/InfoPage';
import { PolicySections } from '../../components/info/PolicySection';
import { privacySections } from './sections';

/** /privacy: the Privacy Policy (spec part 2 §2, §9). */
export default function PrivacyPage() {
  return (
    <InfoPage path="/privacy" lead={`How ${BRAND} collects, uses and protects your information.`}>
      <Text size="sm">
        <strong>Last updated:</strong> {formatPolicyDate(PRIVACY_LAST_UPDATED)}
      </Text>
      <Disclaimer />
      <PolicySections sections={privacySections} />
      <PageLinks label="Privacy Policy links" links={['returnHome', 'terms', 'help']} />
    </InfoPage>
  );
}
