import type { OutboxEntry } from '../db/types';

/**
 * What happened to an entry, told to every open page: the replay may run in another tab or in
 * the service worker, so events travel over a BroadcastChannel as well as to this context.
 */
export type OutboxEvent =
  | { type: 'sent'; entry: OutboxEntry; result: unknown }
  | { type: 'failed'; entry: OutboxEntry; error: string }
  /** Not sent this time; it stays queued and is tried again (`offline`: no reply at all). */
  | { type: 'retrying'; entry: OutboxEntry; error: string; offline: boolean };

const CHANNEL = 'laws-ai-outbox';
const listeners = new Set<(event: OutboxEvent) => void>();
let channel: BroadcastChannel | undefined;

function getChannel(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => listeners.forEach((l) => l(message.data));
  return channel;
}

export function announceOutboxEvent(event: OutboxEvent): void {
  listeners.forEach((l) => l(event));
  getChannel()?.postMessage(event);
}

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  getChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
