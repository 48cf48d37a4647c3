import { Anchor, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { isOfficialUrl } from '../../../core/answer/format';

/** The official source: a link when it is an https government address, otherwise its name. */
export function VerifyLink({ source }: { source: string }) {
  if (!isOfficialUrl(source)) {
    return (
      <Text size="sm" c="dimmed">
        Source: {source}
      </Text>
    );
  }
  return (
    <Anchor href={source} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
      <IconExternalLink size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      Verify on Government Website
      <span className="visually-hidden"> (opens in a new tab)</span>
    </Anchor>
  );
}
