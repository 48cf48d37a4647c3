/** Texts of deleting an account (no zod here: the app's first download reads them). */
export const accountMessages = {
  passwordRequired: 'Enter your password to delete your account',
  wrongPassword: 'That password is not correct. Your account was not deleted.',
  /** The reply to a cookie (or an outbox write) of an account deleted since. */
  accountDeleted: 'This account has been deleted. Nothing more can be sent to it.',
} as const;
