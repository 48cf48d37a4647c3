import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMoodSad, IconRefresh, IconScale, IconTrophy } from '@tabler/icons-react';
import type { BattleState } from '../../../core/quiz/battle';
import { BATTLE_RESULT_TEXTS, BATTLE_TEXTS } from '../../../core/quiz/texts';
import { ModeLinks } from '../../components/quiz/ModeLinks';

const ICONS = { user: IconTrophy, ai: IconMoodSad, draw: IconScale } as const;
const COLORS = { user: 'var(--mantine-color-green-8)', ai: 'var(--mantine-color-red-8)', draw: 'var(--mantine-color-navy-8)' } as const;

function Score({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={600}>{label}</Text>
      <Text fw={900} size="xl">
        {value}
      </Text>
    </Stack>
  );
}

/** Phase 3: Victory!, Defeated! or Draw!, both scores, New Battle and Back to Home. */
export function BattleResults({ state, onNewBattle }: { state: BattleState; onNewBattle(): void }) {
  if (!state.winner) return null;
  const { title, message } = BATTLE_RESULT_TEXTS[state.winner];
  const Icon = ICONS[state.winner];
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="md">
        <Icon size={64} color={COLORS[state.winner]} aria-hidden />
        <Title order={2} style={{ fontSize: '2.5rem' }}>
          {title}
        </Title>
        <Text size="lg" ta="center">
          {message}
        </Text>
        <SimpleGrid cols={2} w="100%" maw={420}>
          <Score label="Your Score" value={state.userScore} />
          <Score label="AI Score" value={state.aiScore} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Out of {state.questions.length} questions.
        </Text>
        <Group>
          <Button onClick={onNewBattle} leftSection={<IconRefresh size={16} aria-hidden />}>
            {BATTLE_TEXTS.newBattle}
          </Button>
          <ModeLinks links={['home']} label="Leave the arena" />
        </Group>
      </Stack>
    </Paper>
  );
}
