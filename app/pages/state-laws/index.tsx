import { Center, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { routeFor } from '../../../core/routes';
import { Disclaimer } from '../../components/Disclaimer';
import { useWhatsIllegalLists, type ReferenceLists } from '../../db/whatsIllegal';
import { QuestionPanel } from './QuestionPanel';
import { Transcript } from './Transcript';
import { PAGE_INTRO } from './texts';
import { useWhatsIllegal } from './useWhatsIllegal';

const TITLE = routeFor('/state-laws')?.title ?? "101 What's Illegal";

function Chat({ lists }: { lists: ReferenceLists }) {
  const { values, setValues, ask, pending } = useWhatsIllegal(lists.activities, lists.states);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <QuestionPanel
          values={values}
          onChange={setValues}
          onAsk={() => void ask()}
          pending={pending}
          activities={lists.activities}
          states={lists.states}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Transcript />
      </Grid.Col>
    </Grid>
  );
}

/**
 * /state-laws, "101 What's Illegal" (spec part 2 §2): the disclaimer, the question
 * panel and the chat transcript. Activities and states are read from the device (IndexedDB),
 * so the panel works offline.
 */
export default function StateLawsPage() {
  const lists = useWhatsIllegalLists();
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1}>{TITLE}</Title>
          <Text c="dimmed" mt={4}>
            {PAGE_INTRO}
          </Text>
        </div>
        <Disclaimer />
        {lists ? (
          <Chat lists={lists} />
        ) : (
          <Center py="xl">
            <Loader role="status" aria-label="Loading activities and states" />
          </Center>
        )}
      </Stack>
    </Container>
  );
}
