import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { lawTitlePath } from '../../../core/laws/lawPaths';

/** Federal Laws Database › Title 15 › 15 U.S.C. § 1692c: where the reader is, each step a link back. */
export function ReaderCrumbs({ title, section, citation }: { title: number; section?: string; citation?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›">
        <Anchor component={Link} to="/federal-laws">
          Federal Laws Database
        </Anchor>
        {citation ? (
          <Anchor component={Link} to={lawTitlePath(title, section)}>
            Title {title}
          </Anchor>
        ) : (
          <Text span aria-current="page">
            Title {title}
          </Text>
        )}
        {citation && (
          <Text span aria-current="page">
            {citation}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
