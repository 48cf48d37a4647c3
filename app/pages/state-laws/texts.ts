import { BRAND, PRODUCT } from '../../../core/brand';

/** Texts of "101 What's Illegal" (spec part 2 §2, §5, §8; `{product}` = "Laws"). */
export const WELCOME_MESSAGE =
  "Welcome to 101 What's Illegal! Pick an everyday activity from the templates or type your own, choose a state, and ask. " +
  'I will explain what federal law says where it applies, how states and cities usually treat the activity, what decides whether it is legal, typical penalties, ' +
  "and where to check the state's own official sources. This is legal information, not legal advice.";

export const PENDING_TITLE = 'Researching Official Sources...';
export const PENDING_TEXT = `${PRODUCT} AI is researching official government sources...`;

/** Spec part 2 §8 "What's illegal failure". */
export const APOLOGY_MESSAGE =
  "I apologize, but I'm having trouble accessing legal information right now. Please try again in a moment or select a different activity.";
export const FAILURE_TOAST_TITLE = 'Error';
export const FAILURE_TOAST_MESSAGE = 'Failed to get legal information. Please try again.';

export const TEMPLATES_TAB = 'Select from Templates';
export const TYPE_YOUR_OWN_TAB = 'Type Your Own';
export const ASK_BUTTON = 'Ask';

export const PAGE_INTRO = `Ask whether an everyday activity is illegal in a U.S. state. ${BRAND} explains the federal law, how states usually treat it, and links the state's official sources.`;
