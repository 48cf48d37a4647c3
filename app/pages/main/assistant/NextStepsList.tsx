import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { NextStep } from '../../../../core/schemas/legal';
import { linkifyParts } from '../../../components/answer/linkify';
import { NewTabNote } from '../../../components/NewTabNote';

/** A description with its official links and app pages made clickable; the rest stays text. */
function Description({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {linkifyParts(text).map((part, i) => {
        if (part.kind === 'official')
          return (
            <Anchor key={i} href={part.text} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
              {part.text}
              <NewTabNote />
            </Anchor>
          );
        if (part.kind === 'page')
          return (
            <Anchor key={i} component={Link} to={part.text} size="sm" underline="always">
              {part.text}
            </Anchor>
          );
        return part.text;
      })}
    </Text>
  );
}

/** Next steps (spec part 1 §3): title and description each. */
export function NextStepsList({ steps }: { steps: readonly NextStep[] }) {
  if (steps.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Next Steps
      </Title>
      <List type="ordered" spacing="xs" size="sm">
        {steps.map((step, i) => (
          <List.Item key={`${step.title}-${i}`}>
            <Text span fw={600} size="sm">
              {step.title}
            </Text>
            <Description text={step.description} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
