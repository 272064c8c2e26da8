/** The reset token in a mail's link. */
export function tokenIn(mail: { text: string }): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1]!;
}
