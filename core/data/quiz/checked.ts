/**
 * The U.S. Code release point the quiz bank was read against: every figure a question
 * states is checked against the official text of this release point by
 * sync-server/content/contentFigures.test.ts, and the criminal fines against 18 U.S.C. § 3571.
 * `npm run check:currency` lists the questions whose cited sections were amended after it.
 */
export const QUIZ_CHECKED_AGAINST = '119-100';
