/**
 * A stand-in for constitution.congress.gov and www.archives.gov on 127.0.0.1 (no network here):
 * the amendment pages (/constitution/amendment-N/) and the two National Archives transcripts,
 * printed the way official sites print them (other capitals and commas, footnote markers,
 * entities, markup around the words). A path can be made to misbehave as real sites do.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { OfficialAmendmentText } from '../../core/data/amendments';
import { AMENDMENTS_11_27_TRANSCRIPT_PATH, BILL_OF_RIGHTS_TRANSCRIPT_PATH, constitutionPath } from '../../core/data/amendments/sources';

// Read from the file (not imported): Playwright, which loads this for e2e/rights.spec.ts, only
// imports JSON with an import attribute.
const officialTexts = JSON.parse(
  readFileSync(new URL('../../core/data/generated/amendments/official.json', import.meta.url), 'utf8'),
) as OfficialAmendmentText[];

export type PageBehaviour =
  | { kind: 'forbidden' }
  | { kind: 'missing' }
  | { kind: 'slow'; ms: number }
  | { kind: 'no-phrase' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-html' };

export interface FakeOfficialSite {
  url: string;
  /** Paths requested, in order. */
  requests: string[];
  /** Make one path misbehave (or behave again with undefined). */
  set(path: string, behaviour: PageBehaviour | undefined): void;
  stop(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The way another official printing differs: "Arms", "Soldier", a comma here and there. */
function otherPrinting(text: string): string {
  return text
    .replace(/\barms\b/g, 'Arms')
    .replace(/\bsoldier\b/g, 'Soldier')
    .replace(/Militia being/g, 'Militia, being')
    .replace(/\boffence\b/g, 'offense');
}

function amendmentHtml(text: string): string {
  // Footnote marker inside the text and a non-breaking space, as printed pages have.
  const words = escapeHtml(otherPrinting(text)).split(' ');
  if (words.length > 3) words[2] = `${words[2]}<sup><a href="#fn1">1</a></sup>`;
  return words
    .join(' ')
    .split('\n\n')
    .map((paragraph) => `<p class="text">${paragraph.replace(/^(Section \d+\.) /, '<strong>$1</strong>&nbsp;')}</p>`)
    .join('\n');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(title)}</title><script>var tracking = "Congress shall make no law";</script></head>
<body><header><nav>Home | Browse</nav></header><main><h1>${escapeHtml(title)}</h1>
${body}
</main><footer>An official website of the United States government</footer></body></html>`;
}

function pageFor(path: string, noPhrase: boolean): string | null {
  const single = officialTexts.find((a) => constitutionPath(a.number) === path);
  if (single) {
    const body = noPhrase ? '<p>This page is being updated. Please check back later.</p>' : amendmentHtml(single.text);
    return page(`Amendment ${single.roman}`, body);
  }
  const transcript =
    path === BILL_OF_RIGHTS_TRANSCRIPT_PATH
      ? officialTexts.filter((a) => a.number <= 10)
      : path === AMENDMENTS_11_27_TRANSCRIPT_PATH
        ? officialTexts.filter((a) => a.number > 10)
        : null;
  if (!transcript) return null;
  const body = noPhrase
    ? '<p>The transcript could not be shown.</p>'
    : transcript.map((a) => `<h2>Amendment ${a.roman}</h2>\n${amendmentHtml(a.text)}`).join('\n');
  return page(path === BILL_OF_RIGHTS_TRANSCRIPT_PATH ? 'The Bill of Rights: A Transcription' : 'The Constitution: Amendments 11-27', body);
}

export async function startFakeOfficialSite(port = 0, behaviours: Record<string, PageBehaviour> = {}): Promise<FakeOfficialSite> {
  const overrides = new Map(Object.entries(behaviours));
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push(path);
    const behaviour = overrides.get(path);
    const send = () => {
      if (res.destroyed) return;
      if (behaviour?.kind === 'forbidden') {
        res.writeHead(403, { 'Content-Type': 'text/html' }).end('<h1>Access Denied</h1>');
        return;
      }
      if (behaviour?.kind === 'redirect') {
        res.writeHead(302, { Location: behaviour.to }).end();
        return;
      }
      if (behaviour?.kind === 'not-html') {
        res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.4');
        return;
      }
      const html = behaviour?.kind === 'missing' ? null : pageFor(path, behaviour?.kind === 'no-phrase');
      if (html === null) {
        res
          .writeHead(404, { 'Content-Type': 'text/html' })
          .end(page('Page Not Found', '<p>The page you requested could not be found.</p>'));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    };
    if (behaviour?.kind === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, behaviour.ms);
      timers.add(timer);
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    set(path, behaviour) {
      if (behaviour) overrides.set(path, behaviour);
      else overrides.delete(path);
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
