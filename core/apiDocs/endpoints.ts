/**
 * What each /api route is for, and the core/ zod schemas of its request and reply. The route
 * list itself (method, path, who may call it) is not typed here: it is read from the server's
 * live router into core/data/generated/apiRoutes.json (scripts/build-api-routes.ts), and a server test
 * fails when a live route has no entry here, or an entry no live route.
 *
 * Adding a route: add its entry (key "METHOD /api/path" exactly as the router has it), then run
 * npx tsx scripts/build-api-routes.ts.
 */
import { z } from 'zod';
import { RECEIPTS_KEPT_PER_USER, receiptListSchema, receiptSchema } from '../receipts';
import { courtSearchQuerySchema, courtSearchResponseSchema } from '../schemas/courts';
import { amendedDatesSchema } from '../schemas/lawHistory';
import { accountExportSchema, deleteAccountReplySchema, deleteAccountSchema } from '../schemas/account';
import {
  changePasswordSchema,
  loginSchema,
  meReplySchema,
  newRecoveryCodesSchema,
  recoverSchema,
  recoveryCodesReplySchema,
  signupPayloadSchema,
  userReplySchema,
  yourStatePayloadSchema,
} from '../schemas/auth';
import { draftingContractRequestSchema, generateContractResponseSchema, templateContractRequestSchema } from '../schemas/contracts';
import { helpMessageReplySchema, helpMessageSchema, helpTicketsSchema } from '../schemas/help';
import { amendmentAudioResponseSchema } from '../schemas/amendments';
import { narrationRequestSchema, narrationResponseSchema } from '../schemas/narration';
import { newsAudioResponseSchema, newsListSchema, refreshNewsResponseSchema } from '../schemas/news';
import { amendmentSourceVerificationSchema, amendmentVerificationResponseSchema } from '../schemas/verify';
import { whatsIllegalRequestSchema, whatsIllegalResponseSchema } from '../schemas/whatsIllegal';
import {
  addRecentSearchSchema,
  federalLawsQuerySchema,
  federalLawsResponseSchema,
  federalLawStatsSchema,
  lawCategoriesResponseSchema,
  lawDetailSchema,
  lawTitleSchema,
  legalStatisticsSchema,
  recentSearchSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '../schemas/legal';
import { textSearchQuerySchema, textSearchResponseSchema } from '../schemas/textSearch';
import {
  battleResultResponseSchema,
  battleResultSchema,
  createTestRequestSchema,
  createTestResponseSchema,
  questionsQuerySchema,
  questionsResponseSchema,
  quizResultSchema,
  quizSubmissionSchema,
  tutorChatRequestSchema,
  tutorChatResponseSchema,
} from '../schemas/quiz';

/** Said of every route an AI model may answer. */
const AI_NOTE =
  'When the server has an AI model configured, it answers (citations checked against the library) and engine is "ai"; otherwise, or when the model fails, the built-in engine answers. AI answers are limited per user (429 with Retry-After) and identical questions within 24 hours are answered from a cache.';

/** The limit and cache of every AI-answered route, for those whose answer is not a text with citations. */
const AI_LIMIT_NOTE =
  'AI calls are limited per user (429 with Retry-After), and an identical request within 24 hours is answered from a cache.';

export interface EndpointDoc {
  purpose: string;
  /** The JSON body (POST) or the query string (GET) the server parses. */
  request?: { in: 'body' | 'query'; schema: z.ZodType };
  /** Path parameters (":id") and what they hold. */
  params?: Record<string, string>;
  /** The reply on success: JSON described by its schema, or another content type (audio). */
  response?: { status: number; schema: z.ZodType } | { status: number; contentType: string };
  /** Anything else a caller must know (headers, repeats). */
  notes?: readonly string[];
}

/** POST /api/auth/logout answers this (the server has no other reply shape for it). */
const logoutReplySchema = z.object({ ok: z.literal(true) });
/** POST /api/auth/me/password: how many other sessions were ended. */
const passwordChangedReplySchema = z.object({ ok: z.literal(true), otherSessionsEnded: z.number().int() });
/** POST /api/auth/logout-all: how many sessions were ended. */
const logoutAllReplySchema = z.object({ ok: z.literal(true), sessionsEnded: z.number().int() });

const IDEMPOTENCY_NOTE =
  'Send an Idempotency-Key header (a UUID) to make a retry safe: a repeat with the same key returns what the first request created instead of creating it twice.';

export const endpointDocs: Readonly<Record<string, EndpointDoc>> = {
  'POST /api/auth/signup': {
    purpose:
      'Create an account and sign in. The reply carries the account’s 10 recovery codes, shown this once (only their hashes are kept).',
    request: { in: 'body', schema: signupPayloadSchema },
    response: { status: 201, schema: userReplySchema },
  },
  'POST /api/auth/login': {
    purpose: 'Sign in with email and password. Repeated failures are rate-limited (429).',
    request: { in: 'body', schema: loginSchema },
    response: { status: 200, schema: userReplySchema },
  },
  'GET /api/auth/me': {
    purpose: 'The signed-in user; {"user": null} when signed out (200 either way: signed out is not an error).',
    response: { status: 200, schema: meReplySchema },
  },
  'PUT /api/auth/me/state': {
    purpose:
      '“Your state”: the state whose law answers link for a question decided by state law, and the state-law chat’s default. Kept with the account; null clears it.',
    request: { in: 'body', schema: yourStatePayloadSchema },
    response: { status: 200, schema: userReplySchema },
  },
  'DELETE /api/auth/me': {
    purpose:
      'Delete my account: the account and everything it holds (recent searches, help tickets, saved answers, quiz results, battles) are removed at once, and every session of it ends on every device. The password is asked again.',
    request: { in: 'body', schema: deleteAccountSchema },
    response: { status: 200, schema: deleteAccountReplySchema },
    notes: [
      'A wrong password is refused with 403 and deletes nothing; repeated wrong passwords are rate-limited like logins (429).',
      'Afterwards a cookie of the deleted account is refused with 410 and "This account has been deleted. Nothing more can be sent to it."',
    ],
  },
  'GET /api/auth/me/export': {
    purpose:
      'Download my data: everything the account holds, as one JSON document (the profile without the password, session expiry times, recent searches, help tickets, saved answers, quiz results, battles).',
    response: { status: 200, schema: accountExportSchema },
  },
  'POST /api/auth/logout': {
    purpose: 'Sign out and end the session.',
    response: { status: 200, schema: logoutReplySchema },
  },
  'POST /api/auth/logout-all': {
    purpose: 'Sign out everywhere: end every session of the account, on every device (this one too).',
    response: { status: 200, schema: logoutAllReplySchema },
  },
  'POST /api/auth/me/password': {
    purpose:
      'Change the password: the current one is required, the new one must have at least 12 characters and not be on the common-password list. Every other session of the account ends; this one continues.',
    request: { in: 'body', schema: changePasswordSchema },
    response: { status: 200, schema: passwordChangedReplySchema },
    notes: ['A wrong current password is 401 and counts against the login limits (429 when reached).'],
  },
  'POST /api/auth/me/recovery-codes': {
    purpose: 'A new set of 10 recovery codes, shown this once; the old codes stop working. The current password is required.',
    request: { in: 'body', schema: newRecoveryCodesSchema },
    response: { status: 200, schema: recoveryCodesReplySchema },
  },
  'POST /api/auth/recover': {
    purpose:
      'Back into an account without e-mail: one recovery code (used up) sets a new password, ends every session of the account and signs in here.',
    request: { in: 'body', schema: recoverSchema },
    response: { status: 200, schema: userReplySchema },
    notes: ['Guesses count against the login limits (429 when reached). `notice` says how many codes are left.'],
  },
  'POST /api/legal/search': {
    purpose:
      'Ask a legal question: a plain-English answer with U.S. Code citations, official sources and next steps. The question is kept in your recent searches.',
    request: { in: 'body', schema: searchRequestSchema },
    response: { status: 200, schema: searchResponseSchema },
    notes: [AI_NOTE],
  },
  'POST /api/legal/search/stream': {
    purpose: 'The same answer as POST /api/legal/search, streamed as it is written, so it can be shown from the first words.',
    request: { in: 'body', schema: searchRequestSchema },
    response: { status: 200, contentType: 'text/event-stream' },
    notes: [
      '"text" events carry {text}: lines of the answer, already checked against the library, to append in order.',
      '"answer" ends the stream with the whole answer (the same fields as POST /api/legal/search); it replaces the streamed text.',
      '"error" ends the stream with {error} if the answer failed after it began. Errors before the stream starts are ordinary JSON replies.',
    ],
  },
  'GET /api/legal/recent-searches': {
    purpose: 'Your recent searches, newest first.',
    response: { status: 200, schema: z.array(recentSearchSchema) },
  },
  'POST /api/legal/recent-searches': {
    purpose: 'Record a search made while offline, sent once the connection returns.',
    request: { in: 'body', schema: addRecentSearchSchema },
    response: { status: 201, schema: recentSearchSchema },
    notes: [IDEMPOTENCY_NOTE],
  },
  'GET /api/legal/federal-laws': {
    purpose: 'One page of the federal law library, optionally filtered by category or by a text search.',
    request: { in: 'query', schema: federalLawsQuerySchema },
    response: { status: 200, schema: federalLawsResponseSchema },
  },
  'GET /api/legal/federal-laws/stats': {
    purpose: 'Library totals for the Federal Laws Database: law count, size, categories with counts, last update.',
    response: { status: 200, schema: federalLawStatsSchema },
  },
  'GET /api/legal/categories': {
    purpose: 'Every category of the library with its law count.',
    response: { status: 200, schema: lawCategoriesResponseSchema },
  },
  'GET /api/legal/statistics': {
    purpose: 'Totals, categories and verification status of the library.',
    response: { status: 200, schema: legalStatisticsSchema },
  },
  'GET /api/legal/laws/:id': {
    purpose:
      'One law in full: its record, the official text of its section word for word, parsed into its subsections, paragraphs and clauses, and its keywords.',
    params: {
      id: 'A law id from a list or search result, e.g. usc-42-3604 or usc-15-1692c; a guide id gives the text of the section it explains.',
    },
    response: { status: 200, schema: lawDetailSchema },
    notes: [
      'officialText.levels: each designated level with its anchor id ("a-1"), designation ("(1)"), full citation ("15 U.S.C. § 1692c(a)(1)"), depth (0 = top level), heading where it has one, its own words (text) and the words after its list (after).',
      'officialText.links: cross-references in the text ("section 1692b of this title", "subsection (b)") as in-app paths, only to sections the library holds; offsets count UTF-16 characters of the level\'s text or after (level "" is the intro).',
      'officialText.releasePoint: the U.S. Code release point the text is current through (e.g. 119-100).',
      "lastAmended, enacted: the latest and earliest dates in the section's official source credit (ISO, e.g. 2025-01-02) with the Public Law cited for that date (e.g. 118-210; null for laws cited by chapter, before 1957); null when the credit has no date.",
      'history: the official source credit and the "Amendments" notes, newest year first, as of the release point.',
    ],
  },
  'GET /api/legal/titles/:title': {
    purpose: 'A U.S. Code title: its name, every section with its heading, and the size of its official text.',
    params: { title: 'The title number, 1 to 54 (Title 53 is reserved and has no sections).' },
    response: { status: 200, schema: lawTitleSchema },
  },
  'GET /api/legal/titles/:title/text': {
    purpose: "A whole title's official text, to save it on your device for reading and searching offline.",
    params: { title: 'The title number, 1 to 54.' },
    response: { status: 200, contentType: 'application/x-ndjson' },
    notes: [
      'One JSON value a line: first the title (kind "title": name, release point, sectionCount, textBytes), then each section in official order (kind "section": id, citation, heading, intro, levels, links, as in GET /api/legal/laws/:id).',
      'Sent gzip-compressed when the client accepts it, and streamed: the server reads the title a piece at a time.',
    ],
  },
  'GET /api/legal/text-search': {
    purpose:
      'Search the official text of every U.S. Code section: the sections whose words contain all of yours, best first, each with its words around what was found.',
    request: { in: 'query', schema: textSearchQuerySchema },
    response: { status: 200, schema: textSearchResponseSchema },
    notes: [
      'Every word is required. Put words in double quotes for an exact phrase ("security deposit"); end a word with * for words starting with it (employ*). Word endings are matched loosely (tenant, tenants).',
      'highlights are [start, end) positions in snippet of the words found.',
      'On the server\'s first start the index of the full text is built in the background (about half a minute); meanwhile section headings are searched, engine is "headings" and notice says so.',
      'amendedWithin=5 or 10 keeps only sections enacted or last amended in that many years, newest first; each result\'s lastAmended gives the date and Public Law. With amendedWithin, q may be left out: the reply (engine "history") lists what changed in the window, each with its newest amendment note.',
    ],
  },
  'GET /api/legal/amended-dates': {
    purpose:
      'Every U.S. Code section enacted or last amended in the last 10 years, with its date and Public Law, newest first: the device keeps it to filter its saved library by date offline.',
    response: { status: 200, schema: amendedDatesSchema },
  },
  'GET /api/courts/search': {
    purpose: 'Search court opinions of the Supreme Court or the federal circuit courts, through CourtListener (Free Law Project).',
    request: { in: 'query', schema: courtSearchQuerySchema },
    response: { status: 200, schema: courtSearchResponseSchema },
    notes: [
      'court is scotus (the Supreme Court) or circuits (the 13 federal courts of appeals); filedWithin=5 or 10 keeps opinions filed in that many years.',
      'When CourtListener cannot answer, the reply is 503 with reason "rate-limited" (with Retry-After when it said), "refused" or "unreachable" and an error that says so: it never pretends nothing matched.',
    ],
  },
  'GET /api/legal/library': {
    purpose: 'The whole library in one download, to search it offline on your device.',
    response: { status: 200, contentType: 'application/x-ndjson' },
    notes: [
      "Compact: every section as a [title, section, heading] row, the guides and the key laws' official text; the device builds the records from it. About 1 MB with brotli, made once when the server starts, with an ETag so an unchanged library is not downloaded again.",
      'One JSON value a line, so a device stores and indexes it as it arrives: first the header (kind "header": format, version, releasePoint, lastUpdated, count, fullTextActs, and how many guides, sections and texts follow), then the key laws\' texts (kind "texts"), the guides with their sections\' headings (kind "guides"), the sections in official order, 500 rows a line (kind "sections"), and last kind "end" with the record count. A reply without its end line was cut short.',
    ],
  },
  'POST /api/legal/generate-contract': {
    purpose:
      'Draft a contract from one of the 6 templates or 10 contract types, filled in with your values. A general template, not legal advice.',
    // Two payloads share the endpoint; the table lists the fields of both (see the note).
    request: {
      in: 'body',
      schema: z.object({ ...templateContractRequestSchema.partial().shape, ...draftingContractRequestSchema.partial().shape }),
    },
    response: { status: 200, schema: generateContractResponseSchema },
    notes: [
      'Send either a template payload (templateId, templateName, formData) or a contract-type payload (type, customDescription, variables, professionalLevel).',
      'A missing required template field, an unknown template or type, or a custom contract without a description is answered with 400 and a message naming the problem.',
      'When the server has an AI model configured, it may reword the generated draft (engine "ai"). Its version is used only if it keeps every value you entered as the draft writes it, every numbered clause and the notice, and adds no web address, email address or phone number; otherwise, or when the model fails or the draft is too long, the generated draft is returned with a notice.',
      AI_LIMIT_NOTE,
    ],
  },
  'POST /api/help/message': {
    purpose: 'Send a message to the admin. The reply carries your ticket number.',
    request: { in: 'body', schema: helpMessageSchema },
    response: { status: 201, schema: helpMessageReplySchema },
    notes: [IDEMPOTENCY_NOTE, 'userId must be your own account id; the name and email are taken from your account.'],
  },
  'GET /api/help/tickets': {
    purpose: 'Your help tickets, newest first.',
    response: { status: 200, schema: helpTicketsSchema },
  },
  'GET /api/legal/test-knowledge': {
    purpose:
      'Quiz and battle questions from the question bank, in random order: each with its options, the right answer, an explanation, the law reference and its official source.',
    request: { in: 'query', schema: questionsQuerySchema },
    response: { status: 200, schema: questionsResponseSchema },
    notes: ["When a difficulty has fewer questions than asked for, the same category's other difficulties fill the rest."],
  },
  'POST /api/legal/test-knowledge/submit': {
    purpose: 'Submit your quiz answers; the server grades them from its own questions and keeps the result.',
    request: { in: 'body', schema: quizSubmissionSchema },
    response: { status: 201, schema: quizResultSchema },
    notes: [IDEMPOTENCY_NOTE, 'questionIds names the question each answer belongs to; correct answers are never taken from the request.'],
  },
  'POST /api/legal/test-knowledge/create': {
    purpose: 'A custom test on a topic you type, built from the laws of the library that match it.',
    request: { in: 'body', schema: createTestRequestSchema },
    response: { status: 200, schema: createTestResponseSchema },
    notes: [
      'difficulty "all" is taken as "medium". A topic nothing in the library matches returns no questions.',
      'When the server has an AI model configured, it writes up to 10 of the questions about the laws that match the topic. A question that fails the checks (a citation not among those laws, a section the library does not hold, a link or phone number, not four distinct options) is replaced by one built from the library, and notice says so; when the model fails, every question is built from the library, with a notice. Questions the model wrote have ids starting "ai:" and POST /submit grades them from the server\'s copy.',
      AI_LIMIT_NOTE,
    ],
  },
  'POST /api/legal/test-knowledge/chat': {
    purpose: 'Ask the legal knowledge tutor a question: a plain-English answer from the law library, with official links.',
    request: { in: 'body', schema: tutorChatRequestSchema },
    response: { status: 200, schema: tutorChatResponseSchema },
    notes: [AI_NOTE],
  },
  'POST /api/legal/test-knowledge/battle-result': {
    purpose: 'Record a finished battle against the AI opponent.',
    request: { in: 'body', schema: battleResultSchema },
    response: { status: 201, schema: battleResultResponseSchema },
    notes: [IDEMPOTENCY_NOTE, 'winner must agree with the scores, and questionsData must have one entry per question.'],
  },
  'GET /api/receipts': {
    purpose:
      'My saved answers: the receipts the signed-in user saved on any device (question, time, lead, quoted passages, official links, release point, engine, disclaimer), newest first.',
    response: { status: 200, schema: receiptListSchema },
  },
  'PUT /api/receipts/:id': {
    purpose: 'Save a receipt to the account (the device sends it through its outbox). Saving the same id again keeps one.',
    params: { id: "The receipt's id (a UUID), the same as in the body." },
    request: { in: 'body', schema: receiptSchema },
    response: { status: 200, schema: receiptSchema },
    notes: [`409 with error when the account already keeps ${RECEIPTS_KEPT_PER_USER} saved answers.`],
  },
  'DELETE /api/receipts/:id': {
    purpose: 'Remove a saved answer from the account. Removing one that is already gone is not an error.',
    params: { id: "The receipt's id (a UUID)." },
    response: { status: 204, contentType: 'none' },
  },
  'GET /api/congress/news': {
    purpose:
      'The latest congressional and regulatory news (at most 50), newest first: bills from Congress.gov and documents from the Federal Register.',
    response: { status: 200, schema: newsListSchema },
  },
  'GET /api/congress/news/today': {
    purpose: 'The news items published today (U.S. Eastern time).',
    response: { status: 200, schema: newsListSchema },
  },
  'POST /api/congress/refresh': {
    purpose:
      "Fetch the newest items from Congress.gov and the Federal Register now. One source failing still stores the other's items; the reply says which failed.",
    response: { status: 200, schema: refreshNewsResponseSchema },
    notes: ['502 with error when every source that was tried failed. Stored items are never removed by a failure.'],
  },
  'GET /api/congress/news/:id/audio': {
    purpose: 'The narration of a news item (its title and summary): a link to the audio file, made on first request.',
    params: { id: 'The id of a news item from GET /api/congress/news.' },
    response: { status: 200, schema: newsAudioResponseSchema },
  },
  'POST /api/audio/narrations': {
    purpose:
      'Read aloud ("Listen"): the narration of one sentence or short passage of an answer, law text or guide, made on first request and kept.',
    request: { in: 'body', schema: narrationRequestSchema },
    response: { status: 200, schema: narrationResponseSchema },
    notes: [
      "At most 120 a minute per account (429 with Retry-After). 503 when the speech engine fails; the app then reads with the browser's own voice.",
    ],
  },
  'GET /api/amendments/:n/audio': {
    purpose: "The narration of a Know Your Rights amendment's official text: a link to the audio file, made on first request.",
    params: { n: 'The amendment number, e.g. 1 for the First Amendment.' },
    response: { status: 200, schema: amendmentAudioResponseSchema },
  },
  'GET /api/amendments/:n/audio/simplified': {
    purpose: 'The narration of the plain-language explanation of a Know Your Rights amendment.',
    params: { n: 'The amendment number, e.g. 4 for the Fourth Amendment.' },
    response: { status: 200, schema: amendmentAudioResponseSchema },
  },
  'GET /api/audio/:name': {
    purpose: 'An audio narration file (MP3), as linked by the narration endpoints.',
    params: { name: 'The file name from an audioUrl, e.g. 0123456789abcdef0123456789abcdef.mp3.' },
    response: { status: 200, contentType: 'audio/mpeg' },
    notes: ['Range requests are answered with 206 and the requested bytes, so players can seek.'],
  },
  'GET /api/verify/amendment-source/:number': {
    purpose: "Check the official sources of one amendment: is the page up, on a .gov site, and does it carry the amendment's text?",
    params: { number: 'The amendment written as an ordinal: 1st, 2nd, 14th...' },
    response: { status: 200, schema: amendmentSourceVerificationSchema },
  },
  'GET /api/verify/all-amendment-sources': {
    purpose: 'Check the official sources of every Know Your Rights amendment, with totals of valid, .gov and failed sources.',
    response: { status: 200, schema: amendmentVerificationResponseSchema },
    notes: ['Each official page is fetched at most once a day; later answers reuse that check.'],
  },
  'POST /api/whats-illegal/chat': {
    purpose:
      'Ask whether an activity is illegal in a state: an answer with the legal reference, the potential penalty and verified sources.',
    request: { in: 'body', schema: whatsIllegalRequestSchema },
    response: { status: 200, schema: whatsIllegalResponseSchema },
    notes: [
      AI_NOTE,
      "With an AI model only the answer text is the model's: statute, penalty and sources stay the built-in engine's, from the library and the state's official sites.",
    ],
  },
};
