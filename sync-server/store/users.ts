import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { User } from '../../core/schemas/auth';
import { storedUserSchema, type StoredUser } from './types';
import { parseDoc } from './sql/docs';
import { isUniqueViolation } from './sql/errors';
import type { Sql } from './sql/connect';
import { toJson, withoutNul } from './sql/text';

/** Email or username already belongs to another account. */
export class DuplicateUserError extends Error {
  override name = 'DuplicateUserError';
  constructor(readonly field: 'email' | 'username') {
    super(`duplicate ${field}`);
  }
}

export type NewUser = Omit<StoredUser, 'id' | 'createdAt'>;

export const emailKey = (email: string) => email.trim().toLowerCase();
export const usernameKey = (username: string) => username.normalize('NFKC').trim().toLowerCase();

/** The fields of a user the client may see (core `User`). */
export function toUser(u: StoredUser): User {
  return {
    id: u.id,
    username: u.username,
    fullLegalName: u.fullLegalName,
    email: u.email,
    ...(u.stateCode ? { stateCode: u.stateCode } : {}),
  };
}

export const readUser = (doc: unknown): StoredUser => parseDoc(storedUserSchema, doc, 'users');

export function usersCollection(db: Sql) {
  const one = async (column: 'email' | 'username_key' | 'id', value: string): Promise<StoredUser | undefined> => {
    const row = await db.selectFrom('users').select('doc').where(column, '=', value).executeTakeFirst();
    return row && readUser(row.doc);
  };

  return {
    findByEmail: (email: string) => one('email', emailKey(email)),
    findByUsername: (username: string) => one('username_key', usernameKey(username)),
    findById: (id: string) => one('id', id),

    /** Sets (or with null clears) the user's "Your state"; undefined for an unknown user. */
    async setStateCode(id: string, stateCode: string | null): Promise<StoredUser | undefined> {
      const row = await db
        .updateTable('users')
        .set({ doc: sql<string>`jsonb_set(doc, '{stateCode}', ${toJson(stateCode)}::jsonb)` })
        .where('id', '=', id)
        .returning('doc')
        .executeTakeFirst();
      return row && readUser(row.doc);
    },

    /** Store a new password hash (a change, a recovery, a rehash at today's cost); undefined for an unknown user. */
    async setPassword(id: string, hash: { passwordHash: string; passwordSalt: string }): Promise<StoredUser | undefined> {
      const row = await db
        .updateTable('users')
        .set({ doc: sql<string>`doc || ${toJson(hash)}::jsonb` })
        .where('id', '=', id)
        .returning('doc')
        .executeTakeFirst();
      return row && readUser(row.doc);
    },

    /** Replace the account's recovery codes (their hashes): the old ones stop working. */
    async setRecoveryCodes(id: string, codes: { recoveryCodes: string[]; recoverySalt: string }): Promise<void> {
      await db
        .updateTable('users')
        .set({ doc: sql<string>`doc || ${toJson(codes)}::jsonb` })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Use up one recovery code (its hash), atomically: of two requests with the same code, on any
     * number of instances, one gets true. Returns how many codes are left, or undefined if it was not there.
     */
    async useRecoveryCode(id: string, codeHash: string): Promise<number | undefined> {
      const row = await db
        .updateTable('users')
        .set({ doc: sql<string>`jsonb_set(doc, '{recoveryCodes}', (doc->'recoveryCodes') - ${codeHash}::text)` })
        .where('id', '=', id)
        .where(sql<boolean>`jsonb_exists(doc->'recoveryCodes', ${codeHash}::text)`)
        .returning('doc')
        .executeTakeFirst();
      return row ? (readUser(row.doc).recoveryCodes?.length ?? 0) : undefined;
    },

    /**
     * Add a user (email stored lowercased). Uniqueness is the table's: two simultaneous
     * sign-ups with one email on any number of instances cannot both succeed.
     * @throws DuplicateUserError (email is checked first)
     */
    async create(input: NewUser): Promise<StoredUser> {
      const user: StoredUser = {
        id: randomUUID(),
        ...withoutNul(input),
        email: emailKey(input.email),
        createdAt: new Date().toISOString(),
      };
      try {
        await db
          .insertInto('users')
          .values({ id: user.id, email: user.email, username_key: usernameKey(user.username), doc: toJson(user) })
          .execute();
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (await one('email', user.email)) throw new DuplicateUserError('email');
        throw new DuplicateUserError('username');
      }
      return user;
    },
  };
}

export type UsersCollection = ReturnType<typeof usersCollection>;
