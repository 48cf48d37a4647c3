// The app's outbox runs here in Node on an in-memory IndexedDB, exactly the code the browser runs.
import 'fake-indexeddb/auto';
import { expect } from 'vitest';
import { db } from '../../app/db/database';
import { saveLastKnownUser } from '../../app/db/session';
import { onOutboxEvent, replayOutbox, submitWrite, type ReplayOptions } from '../../app/outbox';
import { helpMessageReplySchema, helpTicketsSchema, type HelpMessage, type HelpTicket } from '../../core/schemas/help';
import type { DbData } from '../../sync-server/store';
import { CookieJar, signupPayload } from '../server/harness';
import type { CrashableServer } from './crashableServer';
import { FaultProxy, type Fault } from './faultProxy';
import { seededRandom } from '../../core/quiz/random';

/**
 * The help fault run: the app's real outbox code (app/outbox: submitWrite,
 * replayOutbox with its lock, backoff, Idempotency-Key) sends help messages to the real server
 * (createApp in processes of its own: one instance, or several on one database) through a
 * fault-injecting proxy on 127.0.0.1 that also spreads requests round-robin over the instances.
 * Random sequences switch the "phone" offline and online, make the proxy answer 500 before or
 * after the server saw the request, cut connections mid-request and mid-reply, and kill an
 * instance with SIGKILL (alone or in the middle of a request) and start it again; replays run
 * concurrently as two tabs and a service worker would, and the clock jumps so backoffs end.
 * Afterwards the caller checks every message is exactly one ticket: none twice, none lost.
 */

/** Weighted: a crash costs a process start, so it is rarer than the rest. */
const FAULT_WEIGHTS: [Fault, number][] = [
  ['pass', 2],
  ['reset', 2],
  ['cut-request', 4],
  ['cut-response', 4],
  ['500-before', 4],
  ['500-after', 4],
  ['crash', 1],
];
const FAULT_MIX: readonly Fault[] = FAULT_WEIGHTS.flatMap(([fault, weight]) => Array<Fault>(weight).fill(fault));
const EVENTS = ['offline', 'offline', 'faults', 'faults', 'faults', 'replay', 'replay', 'wait'] as const;
/** Chance that a sequence also crashes an instance between requests. */
const RESTART_CHANCE = 0.05;

export interface HelpFaultRunOptions {
  /** What the printed report calls this run. */
  label: string;
  sequences: number;
  seed: number;
  /** The server instances, not started yet; requests go to them in turn. */
  instances: CrashableServer[];
  /** After every instance was killed once more: what the database holds (read by a fresh store). */
  readStore: () => Promise<DbData>;
  /** Called with cleanups to run after the test, whatever happens (processes, proxy, fetch). */
  onCleanup: (cleanup: () => Promise<unknown>) => void;
}

export interface HelpFaultRunResult {
  submitted: Map<string, string>;
  /** Each instance's own list of the user's tickets, asked directly at the end. */
  listedByInstance: HelpTicket[][];
  stored: { tickets: { ticketNumber: string; idempotencyKey?: string; subject: string }[]; adminInbox: unknown[] };
  /** Entry id → the ticket numbers the client was told in 'sent' events. */
  sentTickets: Map<string, string[]>;
  refusals: string[];
  leftInOutbox: number;
  crashes: { betweenRequests: number; midRequest: number };
  proxy: FaultProxy;
  /** Lines for the test's output: what the run did. */
  report: string;
}

export async function runHelpFaults(options: HelpFaultRunOptions): Promise<HelpFaultRunResult> {
  const { label, sequences: SEQUENCES, seed: SEED, instances, onCleanup } = options;
  const startedAt = performance.now();
  const random = seededRandom(SEED); // mulberry32: a failing run can be replayed with its seed
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  const proxy = new FaultProxy(random);
  // One after the other: the first runs the migrations (the others would wait on their lock).
  for (let i = 0; i < instances.length; i++) proxy.targetPorts[i] = await instances[i]!.start();
  const proxyUrl = await proxy.start();
  onCleanup(() => proxy.close());

  const restarting = new Map<number, Promise<void>>();
  const crashes = { betweenRequests: 0, midRequest: 0 };
  // Where the run's time goes (ms): the user waiting on a submit, on replays, on restarts; process starts.
  const waited = { submitting: 0, replays: 0, restarts: 0, starting: 0 };
  const crash = (index: number, when: keyof typeof crashes) => {
    if (restarting.has(index)) return;
    crashes[when]++;
    const instance = instances[index]!;
    restarting.set(
      index,
      (async () => {
        await instance.kill();
        const starting = performance.now();
        proxy.targetPorts[index] = await instance.start();
        waited.starting += performance.now() - starting;
      })().finally(() => restarting.delete(index)),
    );
  };
  proxy.onCrash = (index) => crash(index, 'midRequest');
  // Never leave a server process behind, also when a restart is under way.
  onCleanup(async () => {
    await Promise.allSettled([...restarting.values()]);
    for (const instance of instances) await instance.kill();
  });

  // A signed-in user; the device remembers them (the outbox sends only their entries).
  const jar = new CookieJar(`http://127.0.0.1:${proxy.targetPorts[0]}`);
  const signup = await jar.postJson('/api/auth/signup', signupPayload({ username: 'fault_fiona', email: 'fiona@example.com' }));
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const { user } = (await signup.json()) as { user: { id: string; fullLegalName: string; email: string; username: string } };
  await db.outbox.clear();
  await saveLastKnownUser(user);

  // The browser's fetch, here: relative URLs go to the proxy, with the session cookie.
  const realFetch = globalThis.fetch;
  const cookie = jar.header();
  const requests = { count: 0, slowestMs: 0 };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set('Cookie', cookie);
    const started = performance.now();
    requests.count++;
    try {
      const response = await realFetch(new URL(String(input), proxyUrl), { ...init, headers });
      await response
        .clone()
        .arrayBuffer()
        .catch(() => undefined);
      return response;
    } finally {
      requests.slowestMs = Math.max(requests.slowestMs, performance.now() - started);
    }
  }) as typeof fetch;
  onCleanup(async () => {
    globalThis.fetch = realFetch;
  });

  let clock = Date.now();
  const replay: ReplayOptions = { now: () => clock, timeoutMs: 5000 };

  const sentTickets = new Map<string, string[]>();
  const refusals: string[] = [];
  const retries = { noReply: 0, serverError: 0 };
  const stopListening = onOutboxEvent((event) => {
    if (event.type === 'sent') {
      const reply = helpMessageReplySchema.safeParse(event.result);
      const list = sentTickets.get(event.entry.id) ?? [];
      list.push(reply.success ? reply.data.ticketNumber : '(unreadable reply)');
      sentTickets.set(event.entry.id, list);
    } else if (event.type === 'failed') refusals.push(event.error);
    else if (event.type === 'retrying') retries[event.offline ? 'noReply' : 'serverError']++;
  });

  const submitted = new Map<string, string>(); // entry id → subject
  const background: Promise<unknown>[] = [];
  const stats = { offlineSwitches: 0, replayRuns: 0, injectedFaults: 0, clockJumps: 0 };
  const runReplay = (force: boolean) => {
    stats.replayRuns++;
    background.push(replayOutbox({ ...replay, force }));
  };

  for (let seq = 0; seq < SEQUENCES; seq++) {
    // The user sends one message (sometimes two in a row).
    const messages = random() < 0.15 ? 2 : 1;
    for (let i = 0; i < messages; i++) {
      const subject = `Fault run ${SEED} message ${seq}.${i}`;
      const body: HelpMessage = {
        subject,
        category: pick(['technical', 'bug', 'account', 'other'] as const),
        urgency: pick(['low', 'medium', 'high'] as const),
        message: `Sequence ${seq}, message ${i}: the narration stops halfway.`,
        timestamp: new Date(clock).toISOString(),
        userEmail: user.email,
        userName: user.fullLegalName,
        userId: user.id,
      };
      const submitStarted = performance.now();
      await submitWrite(
        { kind: 'help-message', method: 'POST', url: '/api/help/message', body, userId: user.id },
        { waitMs: 1500, replay, onStored: (entry) => submitted.set(entry.id, subject) },
      );
      waited.submitting += performance.now() - submitStarted;
    }

    // Then the world misbehaves.
    const events = between(2, 6);
    for (let e = 0; e < events; e++) {
      switch (pick(EVENTS)) {
        case 'offline':
          proxy.offline = !proxy.offline;
          stats.offlineSwitches++;
          // Back online: the app's `online` listener (and Background Sync) replay at once.
          if (!proxy.offline) runReplay(true);
          break;
        case 'faults': {
          const faults = Array.from({ length: between(1, 3) }, () => pick(FAULT_MIX));
          stats.injectedFaults += faults.length;
          proxy.inject(...faults);
          runReplay(random() < 0.3);
          break;
        }
        case 'replay':
          // Two tabs and the service worker may all try at once: the lock serializes them.
          for (let n = between(1, 3); n > 0; n--) runReplay(random() < 0.3);
          break;
        case 'wait':
          // Time passes: backoffs end and the retry timer fires.
          stats.clockJumps++;
          clock += between(1, 180) * 1000;
          runReplay(false);
          break;
      }
    }
    if (random() < RESTART_CHANCE) crash(Math.floor(random() * instances.length), 'betweenRequests');
    const settling = performance.now();
    if (random() < 0.5) await Promise.allSettled(background.splice(0));
    const restartWait = performance.now();
    waited.replays += restartWait - settling;
    // The user sometimes waits for the service to come back: with several instances that is only
    // when all are down (behind a load balancer the others keep answering meanwhile).
    if (restarting.size === instances.length && random() < 0.5) await Promise.allSettled([...restarting.values()]);
    waited.restarts += performance.now() - restartWait;
  }

  // Calm returns: online, no faults, every instance up. Replay until the outbox is empty.
  await Promise.allSettled(background.splice(0));
  while (restarting.size > 0) await Promise.allSettled([...restarting.values()]);
  proxy.offline = false;
  proxy.clearPlan();
  for (let round = 0; round < 20 && (await db.outbox.count()) > 0; round++) {
    clock += 10 * 60 * 1000;
    await replayOutbox({ ...replay, force: true });
  }
  stopListening();

  // What each instance holds, asked directly (not through the proxy), then read from the
  // database after one more SIGKILL of every instance (every acknowledged write must be there).
  const listedByInstance: HelpTicket[][] = [];
  for (const port of proxy.targetPorts) {
    const listed = await realFetch(`http://127.0.0.1:${port}/api/help/tickets`, { headers: { Cookie: cookie } });
    if (listed.status !== 200) throw new Error(`GET /api/help/tickets answered ${listed.status}`);
    listedByInstance.push(helpTicketsSchema.parse(await listed.json()));
  }
  for (const instance of instances) await instance.kill();
  const stored: HelpFaultRunResult['stored'] = await options.readStore();

  const tickets = listedByInstance[0]!;
  const numbers = new Set(tickets.map((t) => t.ticketNumber));
  const subjects = tickets.map((t) => t.subject);
  const duplicates = subjects.filter((s, i) => subjects.indexOf(s) !== i).length;
  const lost = [...new Set(submitted.values())].filter((s) => !subjects.includes(s)).length;
  const leftInOutbox = await db.outbox.count();
  const logged = instances.reduce((n, instance) => n + instance.logged.length, 0);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const report = [
    `help fault test (${label}): seed ${SEED}, ${SEQUENCES} sequences, ${seconds} s`,
    `  messages submitted: ${submitted.size}`,
    `  tickets on the server: ${tickets.length} (distinct numbers ${numbers.size}, duplicates ${duplicates}, lost ${lost})`,
    `  admin inbox: ${stored.adminInbox.length} notices; admin log lines: ${logged} (a crash between the write and the log line loses only the line)`,
    `  left in the outbox: ${leftInOutbox}; refused (4xx): ${refusals.length}`,
    `  server replies: ${JSON.stringify(proxy.counts.upstreamStatus)} (200 = a repeat answered with the ticket it already filed)`,
    `  requests forwarded per instance: ${JSON.stringify(proxy.forwarded)}; faults applied: ${JSON.stringify(proxy.counts.faults)}`,
    `  connections refused while offline: ${proxy.counts.refusedOffline}; requests that found their instance down: ${proxy.counts.serverDown}`,
    `  instance crashes (SIGKILL) and restarts: ${crashes.midRequest + crashes.betweenRequests} (${crashes.midRequest} mid-request, ${crashes.betweenRequests} between requests); offline/online switches: ${stats.offlineSwitches}`,
    `  replay runs started: ${stats.replayRuns}; clock jumps: ${stats.clockJumps}`,
    `  attempts retried: ${retries.noReply} with no reply, ${retries.serverError} after a 5xx; requests: ${requests.count}, slowest ${Math.round(requests.slowestMs)} ms`,
    `  time (s): waiting on submits ${(waited.submitting / 1000).toFixed(1)}, on replays ${(waited.replays / 1000).toFixed(1)}, on restarts ${(waited.restarts / 1000).toFixed(1)}; instance starts took ${(waited.starting / 1000).toFixed(1)} in all`,
  ].join('\n');
  return { submitted, listedByInstance, stored, sentTickets, refusals, leftInOutbox, crashes, proxy, report };
}

/** What every run must show: each message exactly one ticket, with one number, told once. */
export function expectEveryMessageOnce(result: HelpFaultRunResult, sequences: number): void {
  const { submitted, listedByInstance, stored, sentTickets, refusals, leftInOutbox, crashes, proxy } = result;
  const tickets = listedByInstance[0]!;
  const subjects = tickets.map((t) => t.subject);
  expect(leftInOutbox).toBe(0);
  expect(refusals).toEqual([]);
  expect(tickets).toHaveLength(submitted.size);
  expect(subjects.filter((s, i) => subjects.indexOf(s) !== i)).toEqual([]);
  expect([...new Set(submitted.values())].filter((s) => !subjects.includes(s))).toEqual([]);
  expect(new Set(tickets.map((t) => t.ticketNumber)).size).toBe(tickets.length);
  // Every instance lists the same tickets.
  const sorted = (list: HelpTicket[]) => list.map((t) => `${t.ticketNumber} ${t.subject}`).sort();
  for (const listed of listedByInstance.slice(1)) expect(sorted(listed)).toEqual(sorted(tickets));
  expect(stored.tickets).toHaveLength(submitted.size);
  expect(stored.adminInbox).toHaveLength(submitted.size);
  // Each message was announced as sent exactly once, with the number the server really gave it.
  const ticketByKey = new Map(stored.tickets.map((t) => [t.idempotencyKey, t.ticketNumber]));
  expect([...submitted.keys()].filter((id) => (sentTickets.get(id) ?? []).length !== 1)).toEqual([]);
  expect([...submitted.keys()].filter((id) => sentTickets.get(id)![0] !== ticketByKey.get(id))).toEqual([]);
  // The run really did what it claims: repeats reached the server and crashes happened
  // mid-request (a short debugging run may by chance have none).
  if (sequences >= 100) {
    expect(proxy.counts.upstreamStatus[200] ?? 0).toBeGreaterThan(0);
    expect(crashes.midRequest).toBeGreaterThan(0);
    expect(proxy.counts.faults['cut-response'] + proxy.counts.faults['500-after']).toBeGreaterThan(0);
    // Every instance took part.
    expect(proxy.forwarded.filter((n) => n > 0)).toHaveLength(proxy.targetPorts.length);
  }
}
