/**
 * Followed topics and "New for you" news. Everything stays in this device's IndexedDB:
 * what a person follows is never sent to the server. Matching (core/follow) runs after each news
 * list is saved, so a refresh, a reconnect or a service-worker fetch all mark new matches.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { makeTopic, matchNews, type MatchReason, type TopicSource } from '../../core/follow';
import { db } from './database';
import type { FollowedTopicRecord, NewsMatchRecord } from './types';
import { randomId } from '../../core/randomId';

export type { FollowedTopicRecord } from './types';

const newId = randomId;

async function storedNews() {
  const rows = await db.news.toArray();
  const byId = new Map(rows.map((row) => [row.id as string, row]));
  return [...byId.values()] as unknown as Parameters<typeof matchNews>[1];
}

/**
 * Follow something. The news already on the device that matches it is recorded as seen: only
 * what arrives later is "New for you". Following the same thing twice keeps one topic.
 */
export async function followTopic(key: string, source: TopicSource, now = new Date()): Promise<FollowedTopicRecord> {
  return db.transaction('rw', db.followedTopics, db.newsMatches, db.news, async () => {
    const existing = await db.followedTopics.where('key').equals(key).first();
    if (existing) return existing;
    const topic: FollowedTopicRecord = { key, ...makeTopic(source, newId(), now) };
    await db.followedTopics.add(topic);
    const matches = matchNews([topic], await storedNews());
    await db.newsMatches.bulkPut(
      matches.map((m) => ({ itemId: m.itemId, topicId: m.topicId, reasons: m.reasons, foundAt: now.toISOString(), seen: 1 as const })),
    );
    return topic;
  });
}

export async function unfollowTopic(id: string): Promise<void> {
  await db.transaction('rw', db.followedTopics, db.newsMatches, async () => {
    await db.followedTopics.delete(id);
    await db.newsMatches.where('topicId').equals(id).delete();
  });
}

/** Rename a topic; an empty name is refused (false) and nothing changes. */
export async function renameTopic(id: string, name: string): Promise<boolean> {
  const trimmed = name.trim().slice(0, 120);
  if (!trimmed) return false;
  return (await db.followedTopics.update(id, { name: trimmed })) === 1;
}

/** Match every stored news item against every topic; new pairs become "New for you". Returns how many. */
export async function refreshNewsMatches(now = new Date()): Promise<number> {
  return db.transaction('rw', db.followedTopics, db.newsMatches, db.news, async () => {
    const topics = await db.followedTopics.toArray();
    if (topics.length === 0) return 0;
    const matches = matchNews(topics, await storedNews());
    const known = new Set((await db.newsMatches.toArray()).map((m) => `${m.itemId}\u0000${m.topicId}`));
    const fresh: NewsMatchRecord[] = matches
      .filter((m) => !known.has(`${m.itemId}\u0000${m.topicId}`))
      .map((m) => ({ itemId: m.itemId, topicId: m.topicId, reasons: m.reasons, foundAt: now.toISOString(), seen: 0 }));
    await db.newsMatches.bulkPut(fresh);
    return fresh.length;
  });
}

/** Everything "New for you" has now been shown. */
export async function markNewsMatchesSeen(): Promise<void> {
  await db.newsMatches.where('seen').equals(0).modify({ seen: 1 });
}

export interface NewForYou {
  topicNames: string[];
  reasons: MatchReason[];
}

/** Unseen matches by news item id, with the topics' current names. */
export async function newForYou(): Promise<Map<string, NewForYou>> {
  const [unseen, topics] = await Promise.all([db.newsMatches.where('seen').equals(0).toArray(), db.followedTopics.toArray()]);
  const names = new Map(topics.map((t) => [t.id, t.name]));
  const byItem = new Map<string, NewForYou>();
  for (const m of unseen) {
    const name = names.get(m.topicId);
    if (!name) continue;
    const entry = byItem.get(m.itemId) ?? { topicNames: [], reasons: [] };
    entry.topicNames.push(name);
    entry.reasons.push(...(m.reasons as MatchReason[]));
    byItem.set(m.itemId, entry);
  }
  return byItem;
}

export function useNewForYou(): Map<string, NewForYou> {
  return useLiveQuery(newForYou, [], new Map());
}

export function useFollowedTopics(): FollowedTopicRecord[] {
  return useLiveQuery(() => db.followedTopics.orderBy('createdAt').toArray(), [], []);
}

export function useIsFollowing(key: string): FollowedTopicRecord | undefined {
  return useLiveQuery(() => db.followedTopics.where('key').equals(key).first(), [key]);
}
