/**
 * The common and breached password list that ships with the server: the 49,233 passwords of
 * zxcvbn-ts's common dictionary (@zxcvbn-ts/language-common, MIT; compressed in the package,
 * about 380 KB), loaded once on first use. A password is refused when it is on the list (any
 * case), or is a listed password of 6 or more characters with digits or symbols stuck on the
 * end ("password1234!"), the way breached passwords are usually stretched to a length rule.
 */
let list: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  list ??= import('@zxcvbn-ts/language-common').then((m) => new Set(m.dictionary['passwords-common'] as string[]));
  return list;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  const set = await commonPasswords();
  const lower = password.normalize('NFKC').toLowerCase();
  if (set.has(lower)) return true;
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return stem.length >= 6 && stem !== lower && set.has(stem);
}
