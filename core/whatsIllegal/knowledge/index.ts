import type { ActivityId } from '../../data/activities';
import type { ActivityKnowledge } from '../types';
import { homeKnowledge } from './home';
import { outdoorsKnowledge } from './outdoors';
import { roadsKnowledge } from './roads';
import { speechKnowledge } from './speech';

/** The curated knowledge of every activity template (a test checks all 25 are here, once). */
export const activityKnowledge: readonly ActivityKnowledge[] = [
  ...roadsKnowledge,
  ...outdoorsKnowledge,
  ...speechKnowledge,
  ...homeKnowledge,
];

const byId = new Map<string, ActivityKnowledge>(activityKnowledge.map((k) => [k.id, k]));

export function knowledgeOf(id: ActivityId | string): ActivityKnowledge | undefined {
  return byId.get(id);
}

/**
 * The release point the 25 templates' federal provisions and penalties were read against (issue
 * 21; sync-server/content/typedActivities.test.ts reads their prison terms and fines).
 */
export const KNOWLEDGE_CHECKED_AGAINST = '119-100';

export * from './links';
