/** A stored text's shape (`StoredText` of ./stored-text, without its schema). */
interface StoredTextShape {
  key: string;
  values?: Record<string, string | number>;
}

/** A stored text: `storedText('Module completed: {{moduleTitle}}', { moduleTitle })`. */
export function storedText(key: string, values?: Record<string, string | number>): StoredTextShape {
  return values && Object.keys(values).length > 0 ? { key, values } : { key };
}

/** The English sentence of a stored text: the key with its `{{name}}` places filled (a missing value reads as ''). */
export function englishOf(text: StoredTextShape): string {
  return text.key.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = text.values?.[name];
    return value === undefined ? '' : String(value);
  });
}
