import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real verification, so an unknown username answers as slowly as a wrong password. */
  verifyAgainstDummy(password: string): Promise<void>;
}

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. (Algorithm is an ambient const enum: 2 = Argon2id.)
const OPTIONS: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function createArgon2Hasher(): PasswordHasher {
  // Computed up front so even the first unknown-username login costs one verification, not a hash plus one.
  const dummy = hash('canopy-dummy-password-for-timing', OPTIONS);
  dummy.catch(() => undefined);
  return {
    hash: (password) => hash(password, OPTIONS),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash never lets anyone in.
        return false;
      }
    },
    async verifyAgainstDummy(password) {
      await verify(await dummy, password).catch(() => false);
    },
  };
}
