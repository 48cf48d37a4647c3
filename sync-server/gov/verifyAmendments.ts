/**
 * Checks that the official pages carry the text of each Know Your Rights amendment
 * (spec part 1 §3 "Source verification result", part 2 "Amendment Source Verification").
 *
 * Sources, in order: the amendment's page on constitution.congress.gov (its officialSource),
 * then the National Archives transcript (the Bill of Rights, or amendments 11-27), since
 * constitution.congress.gov has been seen refusing automated requests. Only URLs built here
 * from configured bases are fetched, and fetchOfficialPage refuses anything off the allow-list.
 * A page is fetched at most once a day (a failure is retried after 5 minutes), however many
 * people ask: the routes are public, and this keeps them from being a way to hammer the sources.
 */
import {
  archivesTranscriptPath,
  AMENDMENTS_11_27_TRANSCRIPT_PATH,
  BILL_OF_RIGHTS_TRANSCRIPT_PATH,
  constitutionPath,
  findAmendment,
  rightsAmendmentNumbers,
} from '../../core/data/amendments';
import { containsPhrase, normalizeForComparison, verificationPhrase } from '../../core/data/amendments/phrases';
import { ordinal } from '../../core/schemas/amendments';
import {
  isGovernmentHost,
  type AmendmentSourceVerification,
  type AmendmentVerificationResponse,
  type SourceCheck,
} from '../../core/schemas/verify';
import { fetchOfficialPage, type FetchOutcome } from './officialFetch';

export interface VerifierOptions {
  allowedOrigins: readonly string[];
  /** Base of constitution.congress.gov (a fake on 127.0.0.1 in tests). */
  constitutionBase: string;
  /** Base of www.archives.gov. */
  archivesBase: string;
  timeoutMs: number;
  successTtlMs?: number;
  failureTtlMs?: number;
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const FAILURE_TTL_MS = 5 * 60 * 1000;
const EXCERPT_CHARS = 400;
/** Pages fetched at the same time by "verify all". */
const CONCURRENCY = 3;

interface CachedPage {
  outcome: FetchOutcome;
  normalized: string;
  fetchedAt: number;
  expiresAt: number;
}

export type DetailedCheck = SourceCheck & { actualContent: string | null };

const amendmentList = (numbers: readonly number[]) =>
  numbers.length === 1
    ? `the ${ordinal(numbers[0]!)} Amendment`
    : `the ${numbers.slice(0, -1).map(ordinal).join(', ')} and ${ordinal(numbers.at(-1)!)} Amendments`;

/**
 * Where the phrase stands in the page's own words, about as long as the amendment (so a
 * transcript's next amendment is not shown with it), or how the page begins.
 */
function excerpt(text: string, phrase: string | undefined, length = EXCERPT_CHARS): string {
  let start = 0;
  if (phrase) {
    const pattern = new RegExp(phrase.split(' ').join('[^a-z0-9]+'), 'i');
    start = pattern.exec(text)?.index ?? 0;
  }
  const max = Math.min(length, EXCERPT_CHARS);
  const slice = text.slice(start, start + max);
  if (start + max >= text.length) return slice;
  const cut = slice.replace(/\s+\S*$/, '');
  return /[.;:]$/.test(cut) ? cut : `${cut}…`;
}

export class AmendmentSourceVerifier {
  readonly #options: Required<VerifierOptions>;
  readonly #pages = new Map<string, CachedPage>();
  readonly #fetching = new Map<string, Promise<CachedPage>>();

  constructor(options: VerifierOptions) {
    this.#options = { successTtlMs: DAY_MS, failureTtlMs: FAILURE_TTL_MS, now: Date.now, ...options };
  }

  constitutionUrl(n: number): string {
    return this.#options.constitutionBase + constitutionPath(n);
  }

  archivesUrl(n: number): string {
    return this.#options.archivesBase + archivesTranscriptPath(n);
  }

  /** The amendment's official page, then (if that did not confirm the text) the transcript. */
  async verifyAmendment(n: number): Promise<AmendmentSourceVerification> {
    const primary = await this.#check(this.constitutionUrl(n), [n]);
    const checks = [primary.check];
    const fetchedAt = [primary.fetchedAt];
    if (!primary.check.isValid) {
      const second = await this.#check(this.archivesUrl(n), [n]);
      checks.push(second.check);
      fetchedAt.push(second.fetchedAt);
    }
    const verified = checks.find((c) => c.isValid);
    const shown = verified ?? primary.check;
    return {
      number: ordinal(n),
      url: shown.url,
      isValid: Boolean(verified),
      isGovernmentSite: shown.isGovernmentSite,
      contentFound: Boolean(verified),
      actualContent: shown.actualContent,
      error: verified ? null : checks.map((c) => c.error).join('. '),
      verifiedBy: verified?.url ?? null,
      checks,
      checkedAt: new Date(Math.min(...fetchedAt)).toISOString(),
    };
  }

  /** Every official page behind the 17 amendments: their 17 pages and the 2 transcripts. */
  async verifyAll(): Promise<AmendmentVerificationResponse> {
    const tasks: Array<{ url: string; numbers: number[] }> = rightsAmendmentNumbers.map((n) => ({
      url: this.constitutionUrl(n),
      numbers: [n],
    }));
    const base = this.#options.archivesBase;
    tasks.push({ url: base + BILL_OF_RIGHTS_TRANSCRIPT_PATH, numbers: rightsAmendmentNumbers.filter((n) => n <= 10) });
    tasks.push({ url: base + AMENDMENTS_11_27_TRANSCRIPT_PATH, numbers: rightsAmendmentNumbers.filter((n) => n > 10) });

    const done: Array<{ check: DetailedCheck; fetchedAt: number }> = new Array(tasks.length);
    let next = 0;
    const lane = async () => {
      while (next < tasks.length) {
        const i = next++;
        done[i] = await this.#check(tasks[i]!.url, tasks[i]!.numbers);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));

    const results: SourceCheck[] = done.map(({ check }) => ({
      url: check.url,
      isValid: check.isValid,
      isGovernmentSite: check.isGovernmentSite,
      contentFound: check.contentFound,
      error: check.error,
    }));
    return {
      totalVerified: results.length,
      validSources: results.filter((r) => r.isValid).length,
      governmentSources: results.filter((r) => r.isGovernmentSite).length,
      failedSources: results.filter((r) => !r.isValid).map((r) => ({ url: r.url, error: r.error })),
      results,
      checkedAt: new Date(Math.min(...done.map((d) => d.fetchedAt))).toISOString(),
    };
  }

  async #check(url: string, numbers: number[]): Promise<{ check: DetailedCheck; fetchedAt: number }> {
    const page = await this.#page(url);
    const isGovernmentSite = isGovernmentHost(url);
    if (!page.outcome.ok) {
      return {
        check: { url, isValid: false, isGovernmentSite, contentFound: false, error: page.outcome.error, actualContent: null },
        fetchedAt: page.fetchedAt,
      };
    }
    const missing = numbers.filter((n) => !containsPhrase(page.normalized, verificationPhrase(n)));
    const contentFound = missing.length === 0;
    const found = numbers.find((n) => !missing.includes(n));
    return {
      check: {
        url,
        isValid: contentFound,
        isGovernmentSite,
        contentFound,
        error: contentFound ? null : `The page does not contain the official text of ${amendmentList(missing)}`,
        actualContent:
          (found === undefined
            ? excerpt(page.outcome.text, undefined)
            : excerpt(page.outcome.text, verificationPhrase(found), findAmendment(found)!.fullText.length + 5)) || null,
      },
      fetchedAt: page.fetchedAt,
    };
  }

  /** A page from the cache, or fetched now (once, however many ask at the same time). */
  #page(url: string): Promise<CachedPage> {
    const { now } = this.#options;
    const cached = this.#pages.get(url);
    if (cached && cached.expiresAt > now()) return Promise.resolve(cached);
    const running = this.#fetching.get(url);
    if (running) return running;
    const fetching = (async () => {
      const outcome = await fetchOfficialPage(url, { allowedOrigins: this.#options.allowedOrigins, timeoutMs: this.#options.timeoutMs });
      const fetchedAt = now();
      const page: CachedPage = {
        outcome,
        normalized: outcome.ok ? normalizeForComparison(outcome.text) : '',
        fetchedAt,
        expiresAt: fetchedAt + (outcome.ok ? this.#options.successTtlMs : this.#options.failureTtlMs),
      };
      this.#pages.set(url, page);
      return page;
    })().finally(() => this.#fetching.delete(url));
    this.#fetching.set(url, fetching);
    return fetching;
  }
}
