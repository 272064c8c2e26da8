import { mkdtempSync, rmSync } from 'node:fs';
import { startCanopy } from './lib/launcher.mjs';
const dir = mkdtempSync('/tmp/canopy-bench-dbg-');
const c = await startCanopy({ root: '/work/main', dataDir: dir }).catch((e) => {
  console.log('ERR', e.message.slice(-3000));
  rmSync(dir, { recursive: true });
  process.exit(1);
});
console.log('up', Math.round(c.readyMs), c.services);
await c.stop();
rmSync(dir, { recursive: true });
