/** The error `promise` fails with, for a test to look at; the test fails if it succeeds. */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected it to fail');
}
