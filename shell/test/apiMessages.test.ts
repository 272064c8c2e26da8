import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@canopy/api-client';
import { errorMessage } from '@canopy/api-client/errors';
import * as contracts from '@canopy/contracts';
import { changeLanguage } from '@canopy/i18n';
import '../src/i18n/messages';

// The API's `message` stays English and the browser shows its Spanish from the `messages` namespace, which every
// front end adds to (docs/I18N.md "API errors"). A sentence no catalogue has shows only the generic text of its
// error code, so this check gathers what the services can send and what the catalogues translate, across packages:
// a sentence may be translated by whichever front end shows it.
const root = path.join(import.meta.dirname, '..', '..');

function filesUnder(dir: string, test: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => test.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

/** Every Spanish `messages` catalogue of the front ends (`<package>/src/i18n/messages*.es.ts`), merged. */
async function browserMessagesEs(): Promise<Record<string, string>> {
  const packages = readdirSync(root).filter((p) => p === 'shell' || p.startsWith('mfe-'));
  const files = packages.flatMap((p) => {
    const dir = path.join(root, p, 'src', 'i18n');
    try {
      return filesUnder(dir, /^messages.*\.es\.ts$/);
    } catch {
      return [];
    }
  });
  const merged: Record<string, string> = {};
  for (const file of files) {
    const catalogue: Record<string, unknown> = await import(pathToFileURL(file).href);
    for (const entries of Object.values(catalogue)) {
      for (const [english, spanish] of Object.entries(entries as Record<string, unknown>)) {
        if (typeof spanish === 'string' && spanish.trim()) merged[english] = spanish;
      }
    }
  }
  return merged;
}

// The e-mails' subjects: the identity service writes them in the recipient's language; no page shows them.
const { mailSubject, educatorApprovedSubject, educatorRejectedSubject } = contracts.recoveryMessages;
const notShown = new Set<string>([mailSubject, educatorApprovedSubject, educatorRejectedSubject]);

/** The sentences of the contracts' message objects (`messages`, `...Messages`): what forms and the API say. */
function contractSentences(): string[] {
  return Object.entries(contracts)
    .filter(([name, value]) => /^(messages|\w+Messages)$/.test(name) && value && typeof value === 'object')
    .flatMap(([, value]) => Object.values(value as Record<string, unknown>))
    .filter((v): v is string => typeof v === 'string' && !notShown.has(v));
}

// A sentence literal handed to a service-kit error (`new ConflictError('...')`, `new RateLimitedError(10, '...')`,
// `new HttpError(409, '...')`), given as an error class's default (`message = '...'`) or answered (`message: '...'`).
const errorLiteral = /new (?:\w+Error)\(\s*(?:[\w.]+,\s*)?(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g;
const messageLiteral = /\bmessage(?: =|:) '([^']+)'/g;
// A sentence kept in a constant of its own (`export const NUL_IN_TEXT = 'Text may not contain the NUL character.'`).
const sentenceConstant = /^(?:export )?const [A-Z_]+ =\s*'([A-Z][^']*[.!?])'/gm;

/** English sentences the services and service-kit send as a `message`, written as literals in their code. */
function literalSentences(): string[] {
  const sources = [
    ...readdirSync(path.join(root, 'services')).flatMap((s) =>
      filesUnder(path.join(root, 'services', s, 'src'), /\.ts$/),
    ),
    // service-kit's own answers (a malformed body, an idempotency conflict, ...); not its test stand-ins.
    ...filesUnder(path.join(root, 'libs', 'service-kit', 'src'), /^(?!testing\/).*\.ts$/),
  ];
  const found: string[] = [];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(errorLiteral)) found.push(m[2]);
    for (const m of text.matchAll(messageLiteral)) found.push(m[1]);
    for (const m of text.matchAll(sentenceConstant)) found.push(m[1]);
  }
  // Node's own errors (`new Error`, `RangeError`) are programming faults, answered as a generic 500, never shown;
  // a sentence built from values (`No route for ${...}`) is left out: only whole sentences can be looked up.
  return found.filter((s) => /^[A-Z].*[a-z]/.test(s) && !s.includes('${'));
}

describe('the Spanish of the sentences the API sends', () => {
  it('finds the sentences it checks', () => {
    expect(contractSentences().length).toBeGreaterThan(300);
    expect(literalSentences()).toContain('Authentication required');
  });

  it('translates every sentence of the contracts and every literal error message of the services', async () => {
    const es = await browserMessagesEs();
    const english = [...new Set([...contractSentences(), ...literalSentences()])];
    expect(english.filter((s) => !es[s])).toEqual([]);
  });

  afterEach(() => changeLanguage('en'));

  it("shows a service's refusal in Spanish on a Spanish page through the shell's catalogue", async () => {
    const limit = contracts.contentAiMessages.jobLimit;
    const refused = new ApiError(limit, {
      status: 429,
      kind: 'http',
      body: { message: limit, code: 'rate_limited' },
    });
    expect(errorMessage(refused)).toBe(limit);
    await changeLanguage('es');
    expect(errorMessage(refused)).toBe(
      'Ya hay tres generaciones de libros electrónicos en curso. Espera a que termine una.',
    );
  });
});
