import path from 'node:path';
import { createInterface, type Interface } from 'node:readline/promises';
import { Writable, type Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { destination, pino } from 'pino';
import { registrationSchema } from '@canopy/contracts';
import {
  baseConfigSchema,
  ConfigError,
  ConflictError,
  createOutboxFactory,
  loadConfig,
  migrationsFolder,
  openDatabase,
} from '@canopy/service-kit';
import { identitySchema } from '../db/schema';
import { createArgon2Hasher } from '../passwords/password-hasher';
import { createDrizzleStores } from '../stores/stores';
import { createAdministrator, type AdministratorInput } from '../use-cases/administrators';

export interface CommandIo {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable;
  stderr: Writable;
}

const USAGE = `Creates an administrator account in the identity database.

Usage: npm run create-admin -- [--username NAME] [--password PASSWORD] [--email EMAIL]
                               [--first-name FIRST] [--last-name LAST]

Missing values are asked for when run in a terminal (the password is not echoed).
The database is the identity service's: DATABASE_URL when set, else the \`identity\` database of the embedded
PostgreSQL in DATA_DIR/postgres (DATA_DIR defaults to .data), started for the command: stop the platform first.`;

const FIELDS = [
  { key: 'username', flag: 'username', prompt: 'Username' },
  { key: 'email', flag: 'email', prompt: 'Email' },
  { key: 'firstName', flag: 'first-name', prompt: 'First name' },
  { key: 'lastName', flag: 'last-name', prompt: 'Last name' },
  { key: 'password', flag: 'password', prompt: 'Password' },
] as const;

// Only what the database needs: the command runs without the service's token secret or port.
const commandConfigSchema = baseConfigSchema.pick({ DATABASE_URL: true, DATA_DIR: true, LOG_LEVEL: true });

/** `create-admin`: returns the process exit code (0 created, 1 refused or failed, 2 usage). */
export async function runCreateAdmin(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CommandIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  const say = (line: string) => io.stdout.write(`${line}\n`);
  const fail = (line: string) => io.stderr.write(`${line}\n`);

  let flags: Record<string, string | boolean | undefined>;
  try {
    flags = parseArgs({
      args: argv,
      strict: true,
      options: {
        ...Object.fromEntries(FIELDS.map((f) => [f.flag, { type: 'string' as const }])),
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (err) {
    fail(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
    return 2;
  }
  if (flags.help) {
    say(USAGE);
    return 0;
  }

  let config: ReturnType<typeof commandConfigSchema.parse>;
  try {
    config = loadConfig('create-admin', commandConfigSchema, env);
  } catch (err) {
    fail(err instanceof ConfigError ? err.message : String(err));
    return 1;
  }

  const answers: Partial<Record<(typeof FIELDS)[number]['key'], string>> = {};
  for (const f of FIELDS) if (typeof flags[f.flag] === 'string') answers[f.key] = flags[f.flag] as string;
  const missing = FIELDS.filter((f) => answers[f.key] === undefined);
  if (missing.length > 0) {
    if (!io.stdin.isTTY) {
      fail(`Missing ${missing.map((f) => `--${f.flag}`).join(', ')} (no terminal to ask).\n\n${USAGE}`);
      return 2;
    }
    const asked = await ask(io, missing);
    if (!asked) return 1;
    Object.assign(answers, asked);
  }

  // The same rules as sign-up (username characters, password strength, email), with the role fixed.
  const parsed = registrationSchema.safeParse({ ...answers, role: 'admin' });
  if (!parsed.success) {
    fail('The administrator was not created:');
    for (const issue of parsed.error.issues) fail(`  - ${issue.path.join('.') || 'input'}: ${issue.message}`);
    return 1;
  }
  const input: AdministratorInput = parsed.data;

  const logger = pino({ level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL }, destination(2));
  let database: Awaited<ReturnType<typeof openDatabase<typeof identitySchema>>>;
  let embedded: { stop(): Promise<void> } | undefined;
  try {
    let url = config.DATABASE_URL;
    if (!url) {
      // The launcher's embedded server, as `npm start` left it (it refuses a folder a running platform holds).
      const { startEmbeddedPostgres } = await import('@canopy/embedded-db');
      const server = await startEmbeddedPostgres({ clusterDir: path.join(config.DATA_DIR, 'postgres') });
      embedded = server;
      url = await server.ensureDatabase('identity');
    }
    database = await openDatabase({
      service: 'identity',
      schema: identitySchema,
      url,
      migrationsFolder: migrationsFolder('@canopy/identity-service'),
      logger,
    });
  } catch (err) {
    await embedded?.stop();
    fail(`Could not open the identity database: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  try {
    // Events are recorded in the outbox; the service's relay publishes them once it runs.
    const recordOnly = createOutboxFactory('identity', () => undefined);
    const admin = await createAdministrator(
      { stores: createDrizzleStores(database.db, recordOnly), passwords: createArgon2Hasher() },
      input,
    );
    say(
      `Administrator "${admin.username}" created (id ${admin.id}). Sign in with this username and password.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof ConflictError) {
      fail(
        `The username "${input.username}" is already taken (usernames ignore letter case). Choose another one.`,
      );
      return 1;
    }
    throw err;
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

/** Asks for the missing values in the terminal; the password is typed without echo and confirmed. */
async function ask(
  io: CommandIo,
  fields: readonly (typeof FIELDS)[number][],
): Promise<Partial<Record<(typeof FIELDS)[number]['key'], string>> | undefined> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) io.stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = createInterface({ input: io.stdin, output, terminal: true });
  const answers: Partial<Record<(typeof FIELDS)[number]['key'], string>> = {};
  try {
    for (const f of fields) {
      if (f.key !== 'password') {
        answers[f.key] = (await rl.question(`${f.prompt}: `)).trim();
        continue;
      }
      const password = await askHidden(rl, io, `${f.prompt}: `, (m) => (muted = m));
      const again = await askHidden(rl, io, 'Repeat password: ', (m) => (muted = m));
      if (password !== again) {
        io.stderr.write('Passwords do not match\n');
        return undefined;
      }
      answers.password = password;
    }
    return answers;
  } finally {
    rl.close();
  }
}

async function askHidden(
  rl: Interface,
  io: CommandIo,
  prompt: string,
  mute: (m: boolean) => void,
): Promise<string> {
  io.stdout.write(prompt);
  mute(true);
  try {
    return await rl.question('');
  } finally {
    mute(false);
    io.stdout.write('\n');
  }
}
