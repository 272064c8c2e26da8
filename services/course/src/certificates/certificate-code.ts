import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'; // RFC 4648 base32: no 0/1/8/9, easy to read aloud

/** A fresh verification code: 120 random bits as 24 base32 characters, grouped by four (XXXX-XXXX-...). */
export function newCertificateCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}

/** The stored form of a code as someone may type it (any case, with or without dashes), or null if malformed. */
export function normaliseCertificateCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[A-Z2-7]{24}$/.test(raw)) return null;
  return raw.match(/.{4}/g)!.join('-');
}
