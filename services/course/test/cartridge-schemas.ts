import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { fixturesDir } from './cartridge-packages';

/*
 * Validation against the official IMS Common Cartridge 1.3 schemas (fixtures/cartridge/schemas, see its README)
 * with libxml2's validator compiled to WebAssembly (xmllint-wasm). The schema files are the published ones,
 * unchanged; only their imports' absolute URLs are pointed at the local copies here, in memory, since the tests
 * have no network.
 */

const schemasDir = path.join(fixturesDir, 'schemas');

const schemaFile = (fileName: string) => {
  const contents = readFileSync(path.join(schemasDir, fileName), 'utf8').replace(
    /schemaLocation="http:\/\/www\.imsglobal\.org\/[^"]*\/([^/"]+\.xsd)"/g,
    'schemaLocation="$1"',
  );
  return { fileName, contents };
};

/** The manifest schema and everything it imports. */
const MANIFEST_SCHEMAS = [
  'ccv1p3_imscp_v1p2_v1p0.xsd',
  'xml.xsd',
  'ccv1p3_imsccauth_v1p3.xsd',
  'ccv1p3_lommanifest_v1p0.xsd',
  'ccv1p3_lomresource_v1p0.xsd',
  'ccv1p3_imscsmd_v1p0.xsd',
];

export interface SchemaResult {
  valid: boolean;
  errors: string[];
}

async function validate(xml: string, fileName: string, schemas: string[]): Promise<SchemaResult> {
  const [main, ...imports] = schemas.map(schemaFile);
  const result = await validateXML({
    xml: [{ fileName, contents: xml }],
    schema: [main!],
    preload: imports,
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}

/** imsmanifest.xml against the CC 1.3 profile of IMS Content Packaging 1.2 (ccv1p3_imscp_v1p2_v1p0.xsd). */
export function validateManifest(xml: string): Promise<SchemaResult> {
  return validate(xml, 'imsmanifest.xml', MANIFEST_SCHEMAS);
}

/** A web link file against ccv1p3_imswl_v1p3.xsd. */
export function validateWebLink(xml: string): Promise<SchemaResult> {
  return validate(xml, 'weblink.xml', ['ccv1p3_imswl_v1p3.xsd']);
}
