// `npm run events -- <command>`: JetStream dead letters (list, show, replay, delete). See events-command.ts.
import { runEventsCommand } from '../events/events-command';

try {
  process.exitCode = await runEventsCommand(process.argv.slice(2), process.env, console.log, console.error);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
