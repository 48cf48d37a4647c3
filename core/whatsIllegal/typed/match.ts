/**
 * Which curated typed activity a question means: every `when` group of the activity
 * must be named by the question (by a concept or its words) and none of its `unless` items; of
 * the activities that fit, the one that says the most (most groups) wins, then the first listed.
 */
import { hasItem, readTyped, type TypedText } from './words';
import type { TypedActivity } from './types';

export interface TypedMatch {
  activity: TypedActivity;
  /** Groups matched: how specific the match is. */
  groups: number;
}

export function fits(activity: TypedActivity, typed: TypedText): boolean {
  if (activity.unless?.some((item) => hasItem(typed, item))) return false;
  return activity.when.every((group) => group.some((item) => hasItem(typed, item)));
}

/** The best-fitting activity of `activities` for a typed question, if any fits. */
export function matchTyped(activities: readonly TypedActivity[], question: string): TypedMatch | undefined {
  const typed = readTyped(question);
  let best: TypedMatch | undefined;
  for (const activity of activities) {
    if (!fits(activity, typed)) continue;
    const groups = activity.when.length;
    if (!best || groups > best.groups) best = { activity, groups };
  }
  return best;
}
