import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The URL parameter carrying an initial query: /?q=Can+my+landlord+keep+my+deposit */
export const INITIAL_QUERY_PARAM = 'q';

/**
 * Spec part 1 §2: "The search runs automatically when an initial query arrives." Other screens
 * (and links from outside) open the assistant on `/?q=<question>`; the question is handed to
 * `start` once and taken out of the address, so a reload or a tab switch does not ask it again.
 */
export function useInitialQuery(start: (query: string) => void): void {
  const [params, setParams] = useSearchParams();
  const initial = params.get(INITIAL_QUERY_PARAM)?.trim() ?? '';

  useEffect(() => {
    if (!initial) return;
    start(initial);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(INITIAL_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [initial, start, setParams]);
}
