import { Button, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Disclaimer } from '../../components/Disclaimer';
import { InfoPage, PageLinks } from '../../components/info/InfoPage';
import { SourceResults } from './SourceResults';
import { useVerifyAll, VERIFY_ALL_OFFLINE } from './useVerifyAll';

export const VERIFY_LEAD =
  'Laws AI links every amendment in Know Your Rights to its official page. This check visits those pages and the National Archives transcripts, and confirms that each one carries the official text.';

/** /verify-sources: Amendment Source Verification (spec part 2 §2, §4). */
export default function VerifySourcesPage() {
  const [status, verifyAll] = useVerifyAll();
  return (
    <InfoPage path="/verify-sources" lead={VERIFY_LEAD}>
      <Disclaimer />
      <Stack gap="xs" align="flex-start">
        <Button size="md" leftSection={<IconShieldCheck size={18} aria-hidden />} loading={status.state === 'loading'} onClick={verifyAll}>
          Verify All Amendment Sources
        </Button>
        {status.state === 'offline' && (
          <Text size="sm" role="status">
            {VERIFY_ALL_OFFLINE}
          </Text>
        )}
        {status.state === 'loading' && (
          <Text size="sm" role="status">
            Checking the official sources...
          </Text>
        )}
      </Stack>
      {status.state === 'done' && <SourceResults result={status.result} />}
      <PageLinks label="Amendment Source Verification links" links={['returnHome', 'knowYourRights', 'help']} />
    </InfoPage>
  );
}
