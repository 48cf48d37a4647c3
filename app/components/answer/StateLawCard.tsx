import { Fragment, useId } from 'react';
import { Anchor, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { findState, officialLawSite, usStates } from '../../../core/data/states';
import type { Jurisdiction } from '../../../core/schemas/legal';
import { setYourState, yourState } from '../../state/yourState';
import { NewTabNote } from '../NewTabNote';
import { linkifyParts } from './linkify';

type StateJurisdiction = Extract<Jurisdiction, { kind: 'state' }>;

const CHOOSE_PROMPT = /^Choose your state\b[^.]*\.\s*/;
/** The no-state route of core/answer/lead.ts stateRoute: it names no state. */
const NO_STATE_ROUTE = /for the state you pick there/;

/**
 * The card's text. An answer written before a state was chosen starts "Choose your state…"
 * (older answers) or says the state-law chat answers "for the state you pick there"; once a state
 * is chosen here, the card says so first and drops the old prompt (docs/first-day.md: it stayed
 * after Ohio was picked).
 */
export function cardText(text: string, chosen: { name: string; topic: string } | undefined): string {
  if (!chosen || !(CHOOSE_PROMPT.test(text) || NO_STATE_ROUTE.test(text))) return text;
  return `${chosen.name}’s law on ${chosen.topic} is linked below. ${text.replace(CHOOSE_PROMPT, '')}`.trim();
}

/** Text with the app's own pages (/state-laws) as links, not bare paths. */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkifyParts(text).map((part, i) =>
        part.kind === 'page' ? (
          <Anchor key={i} component={Link} to={part.text} inherit underline="always">
            {part.text}
          </Anchor>
        ) : part.kind === 'official' ? (
          <Anchor key={i} href={part.text} target="_blank" rel="noopener noreferrer" inherit underline="always">
            {part.text}
            <NewTabNote />
          </Anchor>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A state-law answer's route to the law that decides it: the user's state's official
 * code and legislature (core/data/generated/states.json, from the official list) and the state-law chat.
 * With no state chosen yet it asks once for "Your state"; the choice is kept on this device.
 */
export function StateLawCard({ jurisdiction, text }: { jurisdiction: StateJurisdiction; text?: string }) {
  const headingId = useId();
  const { code } = useSnapshot(yourState);
  const state = findState(jurisdiction.stateCode ?? code ?? '');
  const site = state ? officialLawSite(state) : undefined;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" px="sm" py="xs" className="answer-state-law">
      <Title order={3} size="h6" fw={700} id={headingId}>
        {state ? `Decided by ${state.name} law` : 'Decided by state law'}
      </Title>
      {text && (
        <Text size="sm" mt={4}>
          <LinkedText
            text={cardText(text, state && !jurisdiction.stateCode ? { name: state.name, topic: jurisdiction.topic } : undefined)}
          />
        </Text>
      )}
      <Stack gap={4} mt={6}>
        {state && site ? (
          <>
            <Anchor href={site.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              <IconExternalLink size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
              {site.kind === 'statutes'
                ? `Read ${state.name}’s official code (${state.statutoryCode.replace(/\s*\(.*\)\s*$/, '')})`
                : `${state.name}’s code, through the ${state.legislatureName}`}
              <NewTabNote />
            </Anchor>
            {site.kind === 'statutes' && (
              <Anchor href={state.legislatureUrl} target="_blank" rel="noopener noreferrer" size="sm">
                <IconExternalLink size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
                {state.legislatureName}
                <NewTabNote />
              </Anchor>
            )}
          </>
        ) : (
          <NativeSelect
            label="Your state"
            description="Choose it once: answers link your state’s own law, and the state-law chat starts with it."
            data={[{ value: '', label: 'Choose your state' }, ...usStates.map((s) => ({ value: s.code, label: s.name }))]}
            value=""
            onChange={(event) => void setYourState(event.currentTarget.value || null)}
            size="sm"
            maw={320}
          />
        )}
        <Group gap={6}>
          <Anchor component={Link} to="/state-laws" size="sm" fw={600}>
            <IconMessageCircle size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
            {state ? `Ask the state-law chat about ${state.name}` : 'Ask the state-law chat'}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
