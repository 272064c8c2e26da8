/** Spanish for the content service's own texts (the assistant's fixed lines), keyed by the English text (docs/I18N.md). */
export const contentEs: Readonly<Record<string, string>> = {
  'Here is an illustration for: {{prompt}}': 'Aquí tienes una ilustración de: {{prompt}}',
};
