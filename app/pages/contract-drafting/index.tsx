import { useEffect, useRef, useState } from 'react';
import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { findContractType } from '../../../core/contracts';
import { routeFor } from '../../../core/routes';
import { generateContract } from '../../components/contracts';
import { Disclaimer } from '../../components/Disclaimer';
import { toast } from '../../components/toast';
import { useContractTypes } from '../../db/contracts';
import { ConfigurationCard, type DraftingTab } from './ConfigurationCard';
import { DraftingFeatures } from './DraftingFeatures';
import { canGenerate, draftingPayload, qualityNote, validationProblem } from './logic';
import { ResultCard, type DraftingResult } from './ResultCard';
import { draftingTexts } from './texts';

/** /contract-drafting: template-based and free-form contract drafting (spec part 2 §2, §4, §5). */
export default function ContractDraftingPage() {
  const types = useContractTypes();
  const [tab, setTab] = useState<DraftingTab>('template');
  const [type, setType] = useState('');
  const [description, setDescription] = useState('');
  const [variables, setVariables] = useState<Record<string, string>>({});
  const [generating, setGenerating] = useState(false);
  const [result, setResult] = useState<DraftingResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // On a phone the result is below the form: bring it into view when it arrives.
  useEffect(() => {
    if (result && window.matchMedia('(max-width: 62em)').matches) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);

  const generate = async () => {
    const problem = validationProblem(type, description);
    if (problem) {
      toast({ title: draftingTexts.validationTitle, message: problem, variant: 'destructive' });
      return;
    }
    setGenerating(true);
    try {
      const contract = await generateContract(draftingPayload(type, description, variables));
      setResult({ contract, type, qualityNote: qualityNote(findContractType(type), variables.governing_state) });
      toast({ title: draftingTexts.successTitle, message: draftingTexts.successMessage });
    } catch {
      toast({ title: draftingTexts.failedTitle, message: draftingTexts.failedMessage, variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{routeFor('/contract-drafting')?.title}</Title>
          <Text c="dimmed">Draft a contract from one of 10 contract types, or describe the agreement you need.</Text>
        </div>
        <Disclaimer>{draftingTexts.legalNotice}</Disclaimer>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ConfigurationCard
              types={types}
              tab={tab}
              onTabChange={setTab}
              type={type}
              onTypeChange={setType}
              description={description}
              onDescriptionChange={(text) => {
                setDescription(text);
                // Spec part 2 §4: typing a description on the custom tab makes the type custom.
                if (tab === 'custom') setType('custom');
              }}
              variables={variables}
              onVariableChange={(name, value) => setVariables((current) => ({ ...current, [name]: value }))}
              generating={generating}
              canGenerate={canGenerate(type, description, generating)}
              onGenerate={() => void generate()}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} ref={resultRef}>
            <ResultCard result={result} />
          </Grid.Col>
        </Grid>
        <DraftingFeatures />
      </Stack>
    </Container>
  );
}
