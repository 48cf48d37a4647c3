import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { SectionCard } from './SectionCard';
import { assistantExamples } from './examples';

interface ExamplesCardProps {
  pending: boolean;
  /** Fill the box with the example's question and search it shortly after. */
  onPick(question: string): void;
}

/** The four examples (spec part 1 §2). */
export function ExamplesCard({ pending, onPick }: ExamplesCardProps) {
  return (
    <SectionCard titleId="examples-title" title="Try an Example">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" className="plain-list">
        {assistantExamples.map((example) => (
          <li key={example.title}>
            <UnstyledButton className="example-question" disabled={pending} onClick={() => onPick(example.question)}>
              <Text fw={600} size="sm">
                {example.title}
              </Text>
              <Text size="sm" c="dimmed">
                {example.question}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
