import { useEffect, useRef, type RefObject } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { SEARCH_QUERY_MAX } from '../../../../core/schemas/legal';
import { assistantState, setQuery } from '../../../state/assistant';
import { overLimitMessage } from '../../../components/postLength';
import { QuestionForm } from '../../../chat/QuestionForm';

interface SearchFormProps {
  pending: boolean;
  onSearch(query: string): void;
  /** The question box, focused by the sidebar and after a search. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The question box (spec part 1 §4 "Search"): blank questions are never sent; while a search
 * runs the box is disabled and the button reads "Searching...". Enter searches, Shift+Enter
 * starts a new line.
 */
export function SearchForm({ pending, onSearch, inputRef }: SearchFormProps) {
  const { query } = useSnapshot(assistantState);
  const blank = query.trim() === '';
  // Long posts are welcome; one over the limit is refused with a message, never cut.
  const tooLong = overLimitMessage(query.length, SEARCH_QUERY_MAX);

  // A disabled box drops the keyboard focus; give it back when the search ends (unless the
  // user has since moved on to something else), without scrolling the page away from the
  // answer being read (on a phone the box is a screen above it).
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) {
      const active = document.activeElement;
      if (!active || active === document.body) inputRef.current?.focus({ preventScroll: true });
    }
    wasPending.current = pending;
  }, [pending, inputRef]);

  return (
    <QuestionForm
      name="Ask a legal question"
      onSend={() => {
        if (!blank && !pending && !tooLong) onSearch(query);
      }}
      inputRef={inputRef}
      label="Your question about federal law"
      enterDoes="search"
      max={SEARCH_QUERY_MAX}
      placeholder="e.g. Can my landlord keep my security deposit?"
      value={query}
      onValue={setQuery}
      disabled={pending}
      submitDisabled={blank || pending || !!tooLong}
      submitIcon={<IconSearch size={16} aria-hidden />}
      submitLabel={pending ? 'Searching...' : 'Search'}
    />
  );
}
