import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lawSectionPath } from '../../../core/laws/lawPaths';
import { TEXT_SEARCH_QUERY_MAX } from '../../../core/schemas/textSearch';
import { Highlighted } from '../../components/law/Highlighted';
import { searchLawText } from '../../search/lawTextSearch';
import { NamedPagination } from './NamedPagination';

const LIMIT = 10;

/** The section part of a record id, for its reader link ("usc-15-1692c" -> "1692c"). */
function sectionOf(id: string, title: number): string {
  return id.startsWith(`usc-${title}-`) ? id.slice(`usc-${title}-`.length) : id;
}

/** "Search the text of this title": every word of its sections; offline, the copy saved on the device. */
export function TitleTextSearch({ title }: { title: number }) {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useQuery({
    queryKey: ['law-text-search', title, q, page],
    queryFn: ({ signal }) => searchLawText({ q, title, page, limit: LIMIT }, signal),
    enabled: q !== '',
    staleTime: 60_000,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(input.trim());
    setPage(1);
  };
  const reply = search.data;
  return (
    <section aria-labelledby="title-text-search-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="title-text-search-heading">
          Search the text of Title {title}
        </Title>
        <form onSubmit={submit} role="search" aria-label={`Search the text of Title ${title}`}>
          <Group align="flex-end" gap="xs">
            <TextInput
              type="search"
              label="Search the text of this title"
              description='Every word must appear; put words in quotes for a phrase ("unusual time or place").'
              value={input}
              maxLength={TEXT_SEARCH_QUERY_MAX}
              onChange={(e) => setInput(e.currentTarget.value)}
              style={{ flex: '1 1 280px' }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} disabled={input.trim() === ''}>
              Search the text
            </Button>
          </Group>
        </form>
        {q !== '' &&
          (search.isError ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
              {search.error.message}
            </Alert>
          ) : !reply ? (
            <Group gap="xs" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm">Searching the text…</Text>
            </Group>
          ) : (
            <Stack gap="xs">
              <Text size="sm" role="status">
                {reply.total === 0
                  ? `No section of Title ${title} has these words.`
                  : `${reply.total.toLocaleString('en-US')} section${reply.total === 1 ? '' : 's'} found`}
              </Text>
              {reply.notice && (
                <Text size="sm" c="dimmed">
                  {reply.notice}
                </Text>
              )}
              {reply.results.length > 0 && (
                <ul className="nav-list" aria-label="Text search results">
                  {reply.results.map((r) => (
                    <li key={r.id} style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
                      <Anchor component={Link} to={lawSectionPath(title, sectionOf(r.id, title))} fw={600}>
                        {r.citation} — <Highlighted text={r.title} ranges={r.titleHighlights} />
                      </Anchor>
                      <Text size="sm">
                        <Highlighted text={r.snippet} ranges={r.highlights} />
                      </Text>
                    </li>
                  ))}
                </ul>
              )}
              {reply.total > LIMIT && (
                <NamedPagination what="results" total={Math.ceil(reply.total / LIMIT)} value={page} onChange={setPage} />
              )}
            </Stack>
          ))}
      </Stack>
    </section>
  );
}
