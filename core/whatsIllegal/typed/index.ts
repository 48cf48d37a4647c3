/**
 * The curated typed activities of "101 What's Illegal" and how a typed question is
 * matched to them. The data sits in ./data, one file per area, for a legal reviewer.
 */
import { alcoholTobaccoActivities } from './data/alcoholTobacco';
import { drugActivities } from './data/drugs';
import { gunActivities } from './data/guns';
import { landActivities } from './data/land';
import { mailActivities } from './data/mail';
import { miscActivities } from './data/misc';
import { moneyActivities } from './data/money';
import { techActivities } from './data/tech';
import { workActivities } from './data/work';
import { wildlifeActivities } from './data/wildlife';
import { matchTyped, type TypedMatch } from './match';
import type { TypedActivity } from './types';

/** The release point every typed activity was written and checked against (../shared/data/uscode-text). */
export const TYPED_CHECKED_AGAINST = '119-100';

export const typedActivities: readonly TypedActivity[] = [
  ...gunActivities,
  ...drugActivities,
  ...alcoholTobaccoActivities,
  ...mailActivities,
  ...wildlifeActivities,
  ...techActivities,
  ...moneyActivities,
  ...landActivities,
  ...workActivities,
  ...miscActivities,
];

/** The curated activity a typed question means, if any. */
export function matchTypedActivity(question: string): TypedMatch | undefined {
  return matchTyped(typedActivities, question);
}

export type { TypedActivity, TypedMatch };
