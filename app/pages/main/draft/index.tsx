import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { contractMessages, missingRequiredFields } from '../../../../core/contracts';
import { ContractText, engineLabel, generateContract, templateContractFileName } from '../../../components/contracts';
import { Disclaimer } from '../../../components/Disclaimer';
import { toast } from '../../../components/toast';
import { useContractTemplates } from '../../../db/contracts';
import { changeTemplate, chooseTemplate, draftState, newContract, setField } from './state';
import { TemplateForm } from './TemplateForm';
import { TemplatePicker } from './TemplatePicker';
import { draftTexts } from './texts';

/** Generates from the current state; the outcome lands in draftState even if the tab was left. */
async function generate(templateId: string, templateName: string, fields: Parameters<typeof missingRequiredFields>[0]): Promise<void> {
  const formData = { ...draftState.formData };
  const missing = missingRequiredFields(fields, formData);
  if (missing.length > 0) {
    toast({ title: contractMessages.missingFieldsTitle, message: contractMessages.missingFields(missing) });
    return;
  }
  draftState.generating = true;
  try {
    draftState.contract = await generateContract({ templateId, templateName, formData });
    toast({ title: draftTexts.generatedTitle, message: draftTexts.generatedMessage });
  } catch {
    toast({ title: draftTexts.failedTitle, message: draftTexts.failedMessage, variant: 'destructive' });
  } finally {
    draftState.generating = false;
  }
}

/** The Contract Draft tab (spec part 1 §2 "Draft tab"). */
export default function DraftPanel({ heading }: { heading: string }) {
  const snap = useSnapshot(draftState);
  const templates = useContractTemplates();
  const template = templates?.find((t) => t.id === snap.templateId);

  let body;
  if (snap.contract && snap.templateId) {
    const { contract, templateId } = { contract: snap.contract, templateId: snap.templateId };
    body = (
      <Stack gap="sm">
        <Title order={3}>{template ? `Your ${template.name}` : 'Your Contract'}</Title>
        <ContractText
          text={contract.contract}
          copiedToast={draftTexts.copied}
          fileName={() => templateContractFileName(templateId)}
          engineNote={engineLabel(contract.engine)}
          notice={contract.notice}
          actions={
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={newContract}>
              New Contract
            </Button>
          }
        />
      </Stack>
    );
  } else if (template) {
    body = (
      <TemplateForm
        template={template}
        values={snap.formData}
        generating={snap.generating}
        onChange={setField}
        onChangeTemplate={changeTemplate}
        onGenerate={() => void generate(template.id, template.name, template.fields)}
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text>Choose a template, fill in your details, and get a complete draft to review, copy or download.</Text>
        <TemplatePicker templates={templates} onChoose={chooseTemplate} />
      </Stack>
    );
  }

  return (
    <Stack gap="md" py="lg">
      <Title order={2}>{heading}</Title>
      <Disclaimer>{draftTexts.notice}</Disclaimer>
      {body}
    </Stack>
  );
}
