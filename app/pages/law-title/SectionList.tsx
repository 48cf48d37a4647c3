import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { lawSectionPath, listingAnchor } from '../../../core/laws/lawPaths';
import type { TitleSection } from '../../../core/schemas/legal';
import { NamedPagination } from './NamedPagination';

/** Rows a page of the listing shows: Title 42 has 6,656 sections, a phone renders a page at a time. */
export const SECTIONS_PER_PAGE = 200;

/** Sections whose number or heading contains every word typed. */
export function filterSections(sections: readonly TitleSection[], filter: string): readonly TitleSection[] {
  const words = filter.toLowerCase().replace(/§/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections;
  return sections.filter((s) => {
    const hay = `${s.section} ${s.heading}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** The reader's key of a listed section: its number, or "1395b-7-dup2" for a duplicated number's second. */
export function sectionKey(s: Pick<TitleSection, 'id' | 'section'>, title: number): string {
  const prefix = `usc-${title}-`;
  return s.id.startsWith(prefix) ? s.id.slice(prefix.length) : s.section;
}

/** The page (1-based) of the listing that holds the row `anchor` names, or 1. */
export function pageOfAnchor(sections: readonly TitleSection[], title: number, anchor: string | undefined): number {
  if (!anchor) return 1;
  const index = sections.findIndex((s) => listingAnchor(sectionKey(s, title)) === anchor);
  return index < 0 ? 1 : Math.floor(index / SECTIONS_PER_PAGE) + 1;
}

/** A title's sections in official order, a page at a time, each a link to its text; `#s-1692c` opens the page with it. */
export function SectionList({ title, sections, target }: { title: number; sections: readonly TitleSection[]; target?: string }) {
  const [filter, setFilter] = useState('');
  const shownSections = useMemo(() => filterSections(sections, filter), [sections, filter]);
  const [page, setPage] = useState(() => pageOfAnchor(sections, title, target));
  const pages = Math.max(1, Math.ceil(shownSections.length / SECTIONS_PER_PAGE));
  const current = Math.min(page, pages);
  const rows = shownSections.slice((current - 1) * SECTIONS_PER_PAGE, current * SECTIONS_PER_PAGE);

  // A new deep link (the breadcrumb from another section) opens its page.
  useEffect(() => {
    if (target) setPage(pageOfAnchor(sections, title, target));
  }, [target, sections, title]);

  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView({ block: 'center' });
  }, [target, current]);

  return (
    <section aria-labelledby="title-sections-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="title-sections-heading">
          Sections
        </Title>
        <TextInput
          label="Filter sections by number or heading"
          leftSection={<IconFilter size={16} aria-hidden />}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(1);
          }}
          maw={420}
        />
        <Text size="sm" c="dimmed" role="status">
          {filter.trim()
            ? `${shownSections.length.toLocaleString('en-US')} of ${sections.length.toLocaleString('en-US')} sections`
            : `${sections.length.toLocaleString('en-US')} sections`}
          {pages > 1 ? ` · page ${current} of ${pages}` : ''}
        </Text>
        <ul className="nav-list law-section-list">
          {rows.map((s) => {
            const key = sectionKey(s, title);
            const anchor = listingAnchor(key);
            const dup = /-dup(\d+)$/.exec(key);
            return (
              <li key={s.id} id={anchor} data-target={anchor === target ? 'true' : undefined} className="law-section-row">
                <Link to={lawSectionPath(title, key)} className="law-section-link">
                  § {s.section.replace(/-dup\d+$/, '')}
                  {dup ? ` (${dup[1] === '2' ? 'second' : `no. ${dup[1]}`} section of this number)` : ''}
                </Link>{' '}
                <span className="law-section-heading">{s.heading}</span>
              </li>
            );
          })}
        </ul>
        {pages > 1 && <NamedPagination what="sections" total={pages} value={current} onChange={setPage} />}
      </Stack>
    </section>
  );
}
