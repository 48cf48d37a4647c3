import { describe, expect, it } from 'vitest';
import { StoreDataError } from '../errors';
import { storedUserSchema } from '../types';
import { parseDoc } from './docs';

describe('parseDoc: a row read back is checked, never handed on in the wrong shape', () => {
  const user = {
    id: 'u1',
    username: 'maria_r',
    fullLegalName: 'Maria Rodriguez',
    email: 'maria@example.com',
    phoneNumber: '555-123-4567',
    dateOfBirth: '1990-04-12T00:00:00.000Z',
    disclaimerAccepted: true,
    disclaimerAcceptedAt: null,
    createdAt: '2025-01-01T12:00:00.000Z',
    passwordHash: '$scrypt$ln=17,r=8,p=1$00',
    passwordSalt: 'ab',
  };

  it('returns the doc as stored, fields it does not name included', () => {
    expect(parseDoc(storedUserSchema, { ...user, addedLater: 1 }, 'users')).toEqual({ ...user, addedLater: 1 });
  });

  it('refuses a doc without a field the server stores, naming the table and the field', () => {
    const { passwordHash: _passwordHash, ...withoutHash } = user;
    expect(() => parseDoc(storedUserSchema, withoutHash, 'users')).toThrow(StoreDataError);
    expect(() => parseDoc(storedUserSchema, withoutHash, 'users')).toThrow(/users.*passwordHash/);
    expect(() => parseDoc(storedUserSchema, { ...user, disclaimerAccepted: false }, 'users')).toThrow(/disclaimerAccepted/);
  });
});
