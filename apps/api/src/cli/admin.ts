import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createAdminAccounts } from '../modules/auth/admin-accounts';
import { commandConfig, openCommandDatabase, runCommand, UsageError } from './command';

const USAGE = `Usage:
  npm run admin -- create --email <email> [--password <password>] [--name <name>]
  npm run admin -- promote --email <email>
  npm run admin -- reset-password --email <email> [--password <password>]
Without --password, the password is read from the first line of standard input.`;

/** A password left off the command line (where shell history keeps it) is read from stdin. */
async function readPassword(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  const input = createInterface({ input: process.stdin, output: process.stdout, terminal: false });
  try {
    if (process.stdin.isTTY) process.stdout.write('Password: ');
    return await input.question('');
  } finally {
    input.close();
  }
}

runCommand(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const [action, ...rest] = positionals;
  if (!action || rest.length || !['create', 'promote', 'reset-password'].includes(action) || !values.email) {
    throw new UsageError(USAGE);
  }
  const config = commandConfig();
  const email = values.email;
  const database = await openCommandDatabase(config);
  try {
    const accounts = createAdminAccounts({ db: database.db });
    if (action === 'create') {
      await accounts.create({ email, password: await readPassword(values.password), name: values.name });
      console.log(
        `Created the admin account ${email}. Sign in at ${config.publicUrl}/login; the back office is ${config.publicUrl}/account?tab=admin.`,
      );
    } else if (action === 'promote') {
      await accounts.promote({ email });
      console.log(`${email} is now an admin.`);
    } else {
      await accounts.resetPassword({ email, password: await readPassword(values.password) });
      console.log(`New password set for ${email}; its earlier sessions are signed out.`);
    }
  } finally {
    await database.close();
  }
});
