import { describe, expect, it } from 'vitest';
import { helpMessageSchema } from '../../../core/schemas/help';
import { initialHelpValues, toHelpMessage, validateHelp } from './helpForm';

const jane = { id: 'u-jane', username: 'jane', fullLegalName: 'Jane Q. Public', email: 'jane@example.com' };

describe('the help form rules (spec part 1 §5)', () => {
  it('starts with no category and urgency medium', () => {
    expect(initialHelpValues).toEqual({ category: '', urgency: 'medium', subject: '', message: '' });
  });

  it('gives the spec messages for an empty form', () => {
    expect(validateHelp(initialHelpValues)).toEqual({
      category: 'Please select a category',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters',
    });
  });

  it('counts the message without surrounding spaces and accepts 10 characters', () => {
    const filled = { category: 'account' as const, urgency: 'low' as const, subject: 'Locked out' };
    expect(validateHelp({ ...filled, message: '   123456789   ' })).toEqual({ message: 'Message must be at least 10 characters' });
    expect(validateHelp({ ...filled, message: '1234567890' })).toEqual({});
    expect(validateHelp({ ...filled, subject: '   ', message: '1234567890' })).toEqual({ subject: 'Subject is required' });
  });
});

describe('toHelpMessage', () => {
  it('adds the send time and the signed-in user (id, email, full legal name), trimmed, as the server schema wants it', () => {
    const now = new Date('2026-05-01T12:00:00.000Z');
    const message = toHelpMessage(
      { category: 'bug', urgency: 'high', subject: '  Crash on open ', message: ' It crashes every time. ' },
      jane,
      now,
    );
    expect(message).toEqual({
      category: 'bug',
      urgency: 'high',
      subject: 'Crash on open',
      message: 'It crashes every time.',
      timestamp: '2026-05-01T12:00:00.000Z',
      userEmail: 'jane@example.com',
      userName: 'Jane Q. Public',
      userId: 'u-jane',
    });
    expect(helpMessageSchema.parse(message)).toEqual(message);
  });
});
