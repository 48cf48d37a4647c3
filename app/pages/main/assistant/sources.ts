import { SOURCES_SHOWN } from '../../../../core/constants';

/** Spec part 1 §4 "Sources": the first SOURCES_SHOWN of a message, or all of them once expanded. */
export function visibleSources<T>(sources: readonly T[], showAll: boolean): readonly T[] {
  return showAll ? sources : sources.slice(0, SOURCES_SHOWN);
}

/** "Show N More Laws" (N = the ones hidden) / "Show Less"; none when nothing is hidden. */
export function sourcesToggleLabel(total: number, showAll: boolean): string | null {
  const hidden = total - SOURCES_SHOWN;
  if (hidden <= 0) return null;
  return showAll ? 'Show Less' : `Show ${hidden} More Laws`;
}
