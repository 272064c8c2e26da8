/** The reset link in a raw message (quoted-printable soft breaks undone), or null. */
export function resetLinkIn(raw: string): string | null {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
}
