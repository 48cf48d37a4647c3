import { beforeEach, describe, expect, it } from 'vitest';
import frList from '../../core/news/fixtures/federal-register-documents-list.json';
import { normalizeFederalRegisterDocument } from '../../core/news/federalRegister';
import type { NewsItem } from '../../core/schemas/news';
import { followTopic, markNewsMatchesSeen, newForYou, renameTopic, unfollowTopic } from './follow';
import { db } from './index';
import { saveNewsList } from './news';

// Real Federal Register documents (core/news/fixtures), as a refresh stores them.
const documents = frList.results.map((d) => normalizeFederalRegisterDocument(d)).filter((d): d is NewsItem => d !== null);
const lakeWashington = documents.find((d) => d.title.startsWith('Drawbridge Operation Regulation; Lake Washington'))!;
const longCreek = documents.find((d) => d.title.startsWith('Drawbridge Operation Regulation; Long Creek'))!;
const boeing = documents.find((d) => d.title.startsWith('Airworthiness Directives; The Boeing Company Airplanes'))!;

const followDrawbridges = () =>
  followTopic(`news:${lakeWashington.id}`, {
    name: lakeWashington.title,
    text: `${lakeWashington.title} ${lakeWashington.summary}`,
    agencies: lakeWashington.metadata.agencies,
  });

beforeEach(async () => {
  await Promise.all([db.news.clear(), db.followedTopics.clear(), db.newsMatches.clear()]);
});

describe('followed topics on the device', () => {
  it('marks only news that arrives after following as "New for you", with why it matched', async () => {
    await saveNewsList('latest', [lakeWashington, boeing]);
    await followDrawbridges();
    expect(await newForYou()).toEqual(new Map());

    await saveNewsList('latest', [longCreek, lakeWashington, boeing]);
    const fresh = await newForYou();
    expect([...fresh.keys()]).toEqual([longCreek.id]);
    expect(fresh.get(longCreek.id)!.topicNames).toEqual([lakeWashington.title]);
    expect(fresh.get(longCreek.id)!.reasons.map((r) => r.text)).toContain('from the Coast Guard');

    await markNewsMatchesSeen();
    expect((await newForYou()).size).toBe(0);
    // A later refresh of the same items does not make them new again.
    await saveNewsList('latest', [longCreek, lakeWashington, boeing]);
    expect((await newForYou()).size).toBe(0);
  });

  it('keeps one topic per thing followed, renames it, refuses an empty name, and unfollows it', async () => {
    const topic = await followDrawbridges();
    expect((await followDrawbridges()).id).toBe(topic.id);
    expect(await db.followedTopics.count()).toBe(1);
    expect(await renameTopic(topic.id, '  Seattle bridges ')).toBe(true);
    expect(await renameTopic(topic.id, '   ')).toBe(false);
    expect((await db.followedTopics.get(topic.id))!.name).toBe('Seattle bridges');

    await saveNewsList('latest', [longCreek]);
    expect((await newForYou()).get(longCreek.id)!.topicNames).toEqual(['Seattle bridges']);
    await unfollowTopic(topic.id);
    expect(await db.followedTopics.count()).toBe(0);
    expect(await db.newsMatches.count()).toBe(0);
    expect((await newForYou()).size).toBe(0);
  });
});
