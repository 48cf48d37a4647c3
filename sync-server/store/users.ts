import { randomUUID } from 'node:crypto';
import type { User } from '../../core/schemas/auth';
import type { Database, StoredUser } from './db';

/** Email or username already belongs to another account. */
export class DuplicateUserError extends Error {
  override name = 'DuplicateUserError';
  constructor(readonly field: 'email' | 'username') {
    super(`duplicate ${field}`);
  }
}

export type NewUser = Omit<StoredUser, 'id' | 'createdAt'>;

const emailKey = (email: string) => email.trim().toLowerCase();
const usernameKey = (username: string) => username.normalize('NFKC').trim().toLowerCase();

/** The fields of a user the client may see (core `User`). */
export function toUser(u: StoredUser): User {
  return { id: u.id, username: u.username, fullLegalName: u.fullLegalName, email: u.email };
}

export function usersCollection(db: Database) {
  const findByEmail = (email: string): StoredUser | undefined => {
    const key = emailKey(email);
    return db.data.users.find((u) => u.email === key);
  };
  const findByUsername = (username: string): StoredUser | undefined => {
    const key = usernameKey(username);
    return db.data.users.find((u) => usernameKey(u.username) === key);
  };

  return {
    findByEmail,
    findByUsername,
    findById: (id: string): StoredUser | undefined => db.data.users.find((u) => u.id === id),

    /**
     * Add a user (email stored lowercased). Uniqueness is checked inside the write queue, so
     * two simultaneous sign-ups with one email cannot both succeed.
     * @throws DuplicateUserError (email is checked first)
     */
    create(input: NewUser): Promise<StoredUser> {
      return db.mutate((data) => {
        if (findByEmail(input.email)) throw new DuplicateUserError('email');
        if (findByUsername(input.username)) throw new DuplicateUserError('username');
        const user: StoredUser = {
          id: randomUUID(),
          ...input,
          email: emailKey(input.email),
          createdAt: new Date().toISOString(),
        };
        data.users.push(user);
        return user;
      });
    },
  };
}

export type UsersCollection = ReturnType<typeof usersCollection>;
