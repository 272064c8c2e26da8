import { mkdtempSync } from 'node:fs';
import { startCanopy } from './lib/launcher.mjs';
const c = await startCanopy({ root: '/work/main', dataDir: mkdtempSync('/tmp/canopy-bench-dbg-'), env: { LOG_LEVEL: 'info' } }).catch(e => { console.log('ERR', e.message.slice(0, 3000)); process.exit(1); });
console.log('up', c.readyMs, c.urls);
await c.stop();
