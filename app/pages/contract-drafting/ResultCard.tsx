import { Card, Stack, Text, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { ContractText, draftingContractFileName, engineLabel, type GeneratedContract } from '../../components/contracts';
import { draftingTexts } from './texts';

export interface DraftingResult {
  contract: GeneratedContract;
  type: string;
  qualityNote: string;
}

/** Right side (spec part 2 §2): the contract as preformatted text, Copy, Download and the quality note. */
export function ResultCard({ result }: { result: DraftingResult | null }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="generated-contract-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="generated-contract-heading">
          Generated Contract
        </Title>
        {result ? (
          <>
            <ContractText
              text={result.contract.contract}
              copiedToast={draftingTexts.copied}
              fileName={() => draftingContractFileName(result.type)}
              engineNote={engineLabel(result.contract.engine)}
              notice={result.contract.notice}
            />
            <Text size="sm" role="note" aria-label="Quality note">
              {result.qualityNote}
            </Text>
          </>
        ) : (
          <Stack align="center" gap="xs" py="xl">
            <IconFileOff size={40} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text fw={500}>{draftingTexts.emptyState}</Text>
            <Text size="sm" c="dimmed" ta="center">
              Choose a contract type and fill in the details, or describe a custom contract, then press Generate Contract.
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
