import { runCreateAdmin } from './commands/create-admin-command';

// `npm run create-admin` (root): the first administrator, since administrators cannot sign themselves up.
runCreateAdmin(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
