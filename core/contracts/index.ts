export * from './model';
export * from './templates';
export * from './contractTypes';
export {
  draftContract,
  DraftRequestError,
  type Draft,
  type DraftRequest,
  type TemplateDraftRequest,
  type TypeDraftRequest,
} from './generate';
export { contractMessages, missingRequiredFields, fieldValueProblems, draftingRequestProblem, type FieldProblem } from './validate';
export { draftProblems } from './quality';
export { NOTICE_HEADING } from './document';
export { CUSTOM_FRAMEWORK_NOTE } from './kinds/custom';
export { isoDate } from './format';
