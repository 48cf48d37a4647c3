/**
 * "101 What's Illegal": the local engine and the question format.
 *
 *   answerWhatsIllegal(request, { engine, resolveSection?, searchFederal? }) -> WhatsIllegalResponse
 *   answerTemplateActivity(template, state, options) / answerTypedActivity(activity, state, matches, options)
 *   buildQuestion(activity, stateName), parseQuestion(question), matchActivity(text)
 *   activityKnowledge / knowledgeOf(id): the curated knowledge of the 25 activities
 *
 * No corpus import here: the server passes a resolver and a search over the corpus, the browser
 * (offline) passes what it has. Import the light ./question from UI code that only builds questions.
 */
export { answerWhatsIllegal, activityOfRequest, type AnswerDeps } from './answerRequest';
export {
  answerTemplateActivity,
  answerTypedActivity,
  engineLine,
  answerClosing,
  MAX_FEDERAL_MATCHES,
  NO_SINGLE_STATUTE,
  FEDERAL_SEARCH_UNAVAILABLE,
  TYPED_PENALTY,
  type FederalMatch,
  type LocalAnswerOptions,
  type LocalEngine,
  type SectionInfo,
  type SectionResolver,
} from './engine';
export { buildQuestion, parseQuestion, matchActivity, normalizeActivity, type ParsedQuestion } from './question';
export { activityKnowledge, knowledgeOf } from './knowledge';
export { stateSources, stateLawLines } from './stateGuide';
export type { ActivityKnowledge, FederalProvision, CourtCase, OfficialLink } from './types';
