export { readQuestion, stateForAnswer, type Intent, type Reading } from './read';
export { statesNamed, answerState, CITIES, type NamedState } from './states';
export { AREA_RULES, type AreaId, type AreaRule } from './areas';
export { PARTY_RULES, type PartyId } from './parties';
export { dangerIn, safetyParagraphs, SAFETY_OPENING, DANGER_RULES, type DangerKind, type DangerSignal } from '../safety/danger';
export { CRISIS_LINES, type CrisisLine, type CrisisLineId } from '../safety/lines';
