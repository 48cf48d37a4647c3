import type { Database, StoredSession } from './db';

export interface SessionRecord {
  userId: string | null;
  data: Record<string, unknown>;
  expiresAt: number;
}

/** Server-side sessions: the cookie holds only the id, so deleting a record signs it out. */
export function sessionsCollection(db: Database, now: () => number = Date.now) {
  const find = (id: string): StoredSession | undefined => db.data.sessions.find((s) => s.id === id);

  return {
    /** The session's data, or undefined when unknown or expired. */
    get(id: string): Record<string, unknown> | undefined {
      const session = find(id);
      if (!session || session.expiresAt <= now()) return undefined;
      return session.data;
    },

    /** Create or replace a session. Expired sessions are dropped in the same write. */
    set(id: string, record: SessionRecord): Promise<void> {
      return db.mutate((data) => {
        const t = now();
        data.sessions = data.sessions.filter((s) => s.id !== id && s.expiresAt > t);
        data.sessions.push({ id, ...record });
      });
    },

    destroy(id: string): Promise<void> {
      if (!find(id)) return db.flush();
      return db.mutate((data) => {
        data.sessions = data.sessions.filter((s) => s.id !== id);
      });
    },

    /** Sign a user out everywhere (e.g. after a password change). */
    destroyAllForUser(userId: string): Promise<void> {
      return db.mutate((data) => {
        data.sessions = data.sessions.filter((s) => s.userId !== userId);
      });
    },

    /** Drop every expired session; returns how many were dropped. */
    pruneExpired(): Promise<number> {
      const t = now();
      if (!db.data.sessions.some((s) => s.expiresAt <= t)) return Promise.resolve(0);
      return db.mutate((data) => {
        const before = data.sessions.length;
        data.sessions = data.sessions.filter((s) => s.expiresAt > t);
        return before - data.sessions.length;
      });
    },
  };
}

export type SessionsCollection = ReturnType<typeof sessionsCollection>;
