import { shortTimeLabel } from '../../core/time/labels';
import { useNow } from './useNow';

/**
 * "Just now", "1m ago"…: its own component, so the clock ticking every 30 s renders this label
 * and not the whole answer around it.
 */
export function MessageTime({ at }: { at: string }) {
  const now = useNow();
  return <time dateTime={at}>{shortTimeLabel(at, now)}</time>;
}
