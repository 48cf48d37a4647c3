/**
 * `npm run reset-password -- <email>`: give an account a new random password and sign it out
 * everywhere (docs/security.md). Reads DATA_DIR / DATABASE_URL like the server. With the
 * embedded database (no DATABASE_URL), stop the server first: only one process may open it.
 */
import { loadConfig } from '../sync-server/config';
import { resetPassword } from '../sync-server/auth/resetPassword';
import { openStore } from '../sync-server/store';

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  console.error('Usage: npm run reset-password -- <email of the account>');
  process.exit(2);
}
const config = loadConfig();
const store = await openStore(config.dataDir, { databaseUrl: config.databaseUrl });
try {
  const result = await resetPassword(store, email, config.scryptLogN);
  if (!result) {
    console.error(`No account has the e-mail ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`New password for ${email}: ${result.password}`);
    console.log(
      `${result.sessionsEnded} session(s) ended. Give the owner this password over a channel you trust; they should change it from the account menu.`,
    );
  }
} finally {
  await store.close();
}
