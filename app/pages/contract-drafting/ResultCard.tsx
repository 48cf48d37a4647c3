import { Stack, Text } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { ContractText, draftingContractFileName, engineLabel, type GeneratedContract } from '../../components/contracts';
import { draftingTexts } from './texts';
import { TitledCard } from '../../components/TitledCard';

export interface DraftingResult {
  contract: GeneratedContract;
  type: string;
  qualityNote: string;
}

/** Right side (spec part 2 §2): the contract as preformatted text, Copy, Download and the quality note. */
export function ResultCard({ result }: { result: DraftingResult | null }) {
  return (
    <TitledCard titleId="generated-contract-heading" title="Generated Contract" titleSize="h3" padding="lg" gap="md">
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
    </TitledCard>
  );
}
