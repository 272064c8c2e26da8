import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { cartridgeMessages } from '@canopy/contracts';
import { ValidationError } from '@canopy/service-kit';

/*
 * XML in and out. A package's XML never gets a DOCTYPE: it is refused before parsing, so no entity (external or
 * internal, the "billion laughs") can be declared, and fast-xml-parser resolves only the five XML entities and
 * character references. Namespace prefixes are dropped: Common Cartridge files mix default and prefixed
 * namespaces from exporter to exporter, and the element names are what tell them apart.
 */

/** A parsed element: attributes as `@_name`, text as `#text`, children by name (arrays where several may come). */
export type XmlNode = Record<string, unknown>;

const REPEATED = new Set([
  'item',
  'resource',
  'file',
  'dependency',
  'organization',
  'string',
  'section',
  'response_label',
  'respcondition',
  'varequal',
  'qtimetadatafield',
  'material',
  'mattext',
  'itemfeedback',
  'not',
  'or',
  'and',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => REPEATED.has(name),
});

/** Refuses a DOCTYPE or an entity declaration anywhere, then parses; not well-formed XML is refused too. */
export function parseXml(text: string): XmlNode {
  const body = text.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) throw new ValidationError(cartridgeMessages.doctype);
  if (XMLValidator.validate(body) !== true) throw new ValidationError(cartridgeMessages.xmlInvalid);
  try {
    return parser.parse(body) as XmlNode;
  } catch {
    throw new ValidationError(cartridgeMessages.xmlInvalid);
  }
}

/** The child elements of that name, whether the parser made one or several. */
export function children(node: unknown, name: string): XmlNode[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as XmlNode)[name];
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map((v) =>
    v && typeof v === 'object' ? (v as XmlNode) : { '#text': String(v) },
  );
}

export function child(node: unknown, name: string): XmlNode | undefined {
  return children(node, name)[0];
}

export function attr(node: unknown, name: string): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const value = (node as XmlNode)[`@_${name}`];
  return value === undefined ? undefined : String(value);
}

/** The text of an element (its `#text`, or itself when it holds only text). */
export function text(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node !== 'object') return String(node);
  const value = (node as XmlNode)['#text'];
  return value === undefined ? '' : String(value);
}

/** The first LOM `string` of a LOM element such as title or description (`<title><string>…</string></title>`). */
export function lomString(node: unknown): string {
  const strings = children(node, 'string');
  return strings.length > 0 ? text(strings[0]).trim() : text(node).trim();
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  processEntities: true,
});

/** Serialises a tree in the parser's shape (`@_` attributes, `#text`), with the XML declaration. */
export function buildXml(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(root) as string}`;
}
