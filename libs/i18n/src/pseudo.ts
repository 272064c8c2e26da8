// The pseudo-locale's text (languages.ts PSEUDO_LANGUAGE): in the i18next chunk, as only i18next writes it.

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdeghijklnorstuwyzABCDEGHIJKLNORSTUWYZ'].map((c, i) => [
    c,
    [...'áƀçðéĝĥíĵķļñóŕšţúŵýžÁƁÇÐÉĜĤÍĴĶĻÑÓŔŠŢÚŴÝŽ'][i] ?? c,
  ]),
);
// Vowels are about 40% of English letters: writing each twice makes every word ~40% longer, yet words still wrap.
const VOWELS = new Set([...'aeiouyAEIOUY']);

/** "Log in" -> "[Ļóóĝ íín]": every letter accented, vowels doubled, bracketed to show where a text is cut. */
export function pseudoLocalise(text: string): string {
  if (!text) return text;
  let out = '';
  for (const c of text) {
    const accented = ACCENTED[c] ?? c;
    out += VOWELS.has(c) ? accented + accented.toLowerCase() : accented;
  }
  return `[${out}]`;
}
