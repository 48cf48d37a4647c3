import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { changeText, neverAmended } from '../../../core/laws/history';
import type { LawDetail } from '../../../core/schemas/legal';

/** Notes shown before "Show all": some sections have hundreds. */
const FIRST_NOTES = 5;

/** The line a reader sees first: when the section was last changed, and by which law. */
export function lastAmendedLine(law: Pick<LawDetail, 'lastAmended' | 'enacted'>): string | null {
  const { lastAmended, enacted } = law;
  if (!lastAmended) return null;
  if (neverAmended(enacted ?? null, lastAmended)) return `Not amended since it was enacted ${changeText(lastAmended)}.`;
  return `Last amended ${changeText(lastAmended)}.`;
}

/** "History": last amendment, enactment, the official source credit and amendment notes, as text. */
export function LawHistory({ law }: { law: LawDetail }) {
  const [all, setAll] = useState(false);
  const history = law.history;
  const line = lastAmendedLine(law);
  const notes = history?.amendments ?? [];
  const shown = all ? notes : notes.slice(0, FIRST_NOTES);
  return (
    <section aria-labelledby="law-history">
      <Title order={3} size="h5" id="law-history">
        History
      </Title>
      {!history ? (
        <Text size="sm">This copy has no history of the section. Open it while online to see when it was last amended.</Text>
      ) : (
        <Stack gap="xs">
          <Text fw={600}>{line ?? 'The official source credit gives no date for this section (it may be repealed or omitted).'}</Text>
          {law.enacted && line && !neverAmended(law.enacted, law.lastAmended ?? null) && (
            <Text size="sm">Enacted {changeText(law.enacted)}.</Text>
          )}
          {history.credit && (
            <Text size="sm">
              <Text span fw={600} size="sm">
                Source credit:{' '}
              </Text>
              {history.credit}
            </Text>
          )}
          {notes.length > 0 ? (
            <>
              <Text size="sm" fw={600}>
                Amendment notes (newest first)
              </Text>
              <Stack gap={4} component="ul" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {shown.map((note, i) => (
                  <Text component="li" size="sm" key={i}>
                    {note}
                  </Text>
                ))}
              </Stack>
              {notes.length > FIRST_NOTES && (
                <Button variant="subtle" size="compact-sm" onClick={() => setAll((v) => !v)} style={{ alignSelf: 'flex-start' }}>
                  {all ? 'Show fewer notes' : `Show all ${notes.length} amendment notes`}
                </Button>
              )}
            </>
          ) : (
            <Text size="sm">The official notes list no amendments to this section.</Text>
          )}
          <Text size="xs" c="dimmed">
            From the U.S. Code, release point {history.releasePoint}.
          </Text>
        </Stack>
      )}
    </section>
  );
}
