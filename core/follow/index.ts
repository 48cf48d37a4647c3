export { makeTopic, keyTerms, actsOfSections, agencyParts, type FollowedTopic, type FollowedSection, type TopicSource } from './topic';
export { matchNewsItem, matchNews, type MatchReason, type MatchKind, type TopicMatch } from './match';
