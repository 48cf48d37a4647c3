/**
 * The local engine's answer computed in the browser, for an offline question whose answer is not
 * saved on the device. The engine (curated knowledge, ~45 KB) is loaded only now.
 *
 * A typed activity's federal side comes from the law library saved on the device ("Save the
 * library for offline use", searched in its worker). Without a saved library the answer says the
 * federal search is not available offline: importing the corpus here would add its 3.5 MB chunk to
 * what every installed app precaches, which the opt-in library download exists to avoid.
 */
import type { WhatsIllegalRequest, WhatsIllegalResponse } from '../../../core/schemas/whatsIllegal';
import type { CatalogueAsk } from '../../../core/whatsIllegal/catalogue/matches';
import type { FederalMatch, FoundOffence } from '../../../core/whatsIllegal/engine';

/** Federal laws shown for a typed activity offline (as on the server). */
const MAX_MATCHES = 3;

/** The saved library's matches for the activity, or null when no library is saved (or it cannot be read). */
export async function federalFromSavedLibrary(activity: string): Promise<FederalMatch[] | null> {
  try {
    const offline = await import('../../search/offline');
    if (!(await offline.hasSavedLibrary())) return null;
    const [answer, { coversTopic, topicTerms }] = await Promise.all([
      offline.answerFromSavedLibrary(activity),
      import('../../../core/whatsIllegal/topic'),
    ]);
    const topic = topicTerms(activity);
    return answer.sources
      .filter((source) => coversTopic(`${source.title} ${source.summary ?? ''}`, topic))
      .slice(0, MAX_MATCHES)
      .map((source) => ({
        citation: source.citation,
        title: source.title,
        url: source.url,
        ...(source.summary ? { summary: source.summary } : {}),
      }));
  } catch (error) {
    console.warn("What's Illegal: the saved law library could not be searched", error);
    return null;
  }
}

/**
 * The offence catalogue's sections for a typed activity nothing prepared answers, on the device:
 * the catalogue (~76 KB gzipped) is its own chunk, loaded only now; the heading is the catalogue's
 * (written from the official text) and no penalty is read (the device has no text to read it from).
 */
export async function offenceFromCatalogue(activity: string, ask?: CatalogueAsk): Promise<FoundOffence[]> {
  try {
    const { catalogueMatches } = await import('../../../core/whatsIllegal/catalogue/matches');
    return catalogueMatches(activity, ask).map(({ citation, title, url, summary, low }) => ({
      citation,
      title,
      url,
      summary,
      ...(low ? { low } : {}),
    }));
  } catch (error) {
    console.warn("What's Illegal: the offence catalogue could not be loaded", error);
    return [];
  }
}

/** The offline answer (engine 'offline'): the same engine the server runs. */
export async function answerOnDevice(request: WhatsIllegalRequest): Promise<WhatsIllegalResponse> {
  const [{ answerWhatsIllegal }, { dangerIn, withSafetyAnswer }] = await Promise.all([
    import('../../../core/whatsIllegal/answerRequest'),
    import('../../../core/safety/danger'),
  ]);
  // A question that signals danger opens with the crisis or emergency line, offline too.
  return withSafetyAnswer(
    await answerWhatsIllegal(request, { engine: 'offline', searchFederal: federalFromSavedLibrary, findOffence: offenceFromCatalogue }),
    dangerIn(request.question),
  );
}
