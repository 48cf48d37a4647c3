import { useQuery } from '@tanstack/react-query';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { textSearchResponseSchema, type TextSearchResult } from '../../../core/schemas/textSearch';
import { apiRequest, NetworkError } from '../../api/client';
import { Highlighted } from '../../components/law/Highlighted';
import { searchSavedTitleText } from '../../search/lawTextSearch';
import { knownOffline } from '../../search/offline';
import { amendedLine } from './AmendedResults';
import { LawResultCard } from './LawResultCard';

/** Sections shown from the full text above the list. */
const SHOWN = 5;

class Offline extends Error {}

/** Offline: the titles saved on this device are searched instead; none holding the words is "offline". */
async function savedTitleMatches(q: string, title: number | undefined) {
  const saved = await searchSavedTitleText({ q, title, page: 1, limit: SHOWN }).catch(() => null);
  if (!saved || saved.results.length === 0) throw new Offline();
  return saved;
}

async function fetchTextMatches(q: string, title: number | undefined, signal?: AbortSignal) {
  if (knownOffline()) return savedTitleMatches(q, title);
  const params = new URLSearchParams({ q, limit: String(SHOWN) });
  if (title !== undefined) params.set('title', String(title));
  try {
    return textSearchResponseSchema.parse(await apiRequest('GET', `/api/legal/text-search?${params.toString()}`, undefined, { signal }));
  } catch (error) {
    if (error instanceof NetworkError) return savedTitleMatches(q, title);
    throw error;
  }
}

function Match({ result }: { result: TextSearchResult }) {
  const line = amendedLine(result);
  const heading = (
    <>
      {result.citation} — {result.title}
    </>
  );
  return (
    <LawResultCard lawId={result.id} headingId={`text-${result.id}`} heading={heading} compact>
      <Text size="sm">
        <Highlighted text={result.snippet} ranges={result.highlights} />
      </Text>
      {line && (
        <Text size="xs" c="dimmed">
          {line}
        </Text>
      )}
    </LawResultCard>
  );
}

/**
 * The quick search's phrase searched in the official words of every section, above
 * the library's list: "security deposit" finds the sections that say it, not only headings.
 */
export function TextMatches({ q, title }: { q: string; title: number | undefined }) {
  const matches = useQuery({
    queryKey: ['/api/legal/text-search', 'quick', q, title ?? ''],
    queryFn: ({ signal }) => fetchTextMatches(q, title, signal),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  if (matches.error instanceof Offline) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Offline: the words of the law can be searched when you’re back online. The list below is from your saved library.
      </Text>
    );
  }
  if (!matches.data || matches.data.results.length === 0) return null;
  return (
    <section aria-labelledby="text-matches">
      <Stack gap="xs">
        <Title order={2} size="h5" id="text-matches">
          In the words of the law
        </Title>
        {matches.data.notice && (
          <Alert color="yellow" variant="light">
            {matches.data.notice}
          </Alert>
        )}
        <Stack gap="xs" component="ul" className="nav-list" aria-label="Sections whose text matches">
          {matches.data.results.map((r) => (
            <li key={r.id}>
              <Match result={r} />
            </li>
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          {matches.data.total > SHOWN
            ? `${matches.data.total.toLocaleString('en-US')} sections use these words; the ${SHOWN} best are shown. `
            : ''}
          All laws matching your search are listed below.
        </Text>
      </Stack>
    </section>
  );
}
