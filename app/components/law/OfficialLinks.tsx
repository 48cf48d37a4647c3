import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { FederalLaw } from '../../../core/schemas/legal';

/** The two official sources of a section, as the corpus gives them (never built by hand here). */
export function OfficialLinks({ law }: { law: Pick<FederalLaw, 'government_source' | 'govinfoUrl' | 'citation'> }) {
  return (
    <Group gap="lg" component="ul" className="nav-list" aria-label={`Official sources for ${law.citation}`}>
      <li>
        <Anchor href={law.government_source} target="_blank" rel="noopener noreferrer">
          Read the current official text <IconExternalLink size={14} aria-label="(opens in a new tab)" />
        </Anchor>
      </li>
      <li>
        <Anchor href={law.govinfoUrl} target="_blank" rel="noopener noreferrer">
          Read it on GovInfo <IconExternalLink size={14} aria-label="(opens in a new tab)" />
        </Anchor>
      </li>
    </Group>
  );
}
