import path from 'node:path';
import { platformKeys, signingIssuers } from './platform-keys';

/*
 * Prints the platform's token keys for a deployment, made once and kept in `<dir>/keys.json` (default
 * `DATA_DIR`, else `.data`), each process's own private keys under a name of its own:
 *   node infra/launcher/dist/keys-main.js > infra/.env        GATEWAY_SIGNING_KEYS='…' lines for compose
 *   node infra/launcher/dist/keys-main.js --k8s | kubectl apply -f -     one Secret canopy-<name>-keys each
 * Running it again prints the same keys; a rotation adds the next key to a process's list (docs/SECURITY.md).
 */
const args = process.argv.slice(2);
const k8s = args.includes('--k8s');
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? process.env.DATA_DIR ?? '.data');
const keys = platformKeys(dir);

for (const issuer of signingIssuers) {
  const value = JSON.stringify({ keys: keys[issuer] });
  if (k8s) {
    process.stdout.write(
      `---\napiVersion: v1\nkind: Secret\nmetadata: { name: canopy-${issuer}-keys }\ntype: Opaque\n` +
        `stringData:\n  SIGNING_KEYS: '${value}'\n`,
    );
  } else {
    process.stdout.write(`${issuer.toUpperCase().replace(/-/g, '_')}_SIGNING_KEYS='${value}'\n`);
  }
}
