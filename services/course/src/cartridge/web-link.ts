import { attr, buildXml, child, parseXml, text } from './safe-xml';

/* Web links (resource type imswl_xmlv1p3): a title and a URL in a small XML file of their own. */

export const WEB_LINK_NAMESPACE = 'http://www.imsglobal.org/xsd/imsccv1p3/imswl_v1p3';
const WEB_LINK_SCHEMA = 'http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_imswl_v1p3.xsd';

export interface WebLink {
  title: string;
  url: string;
}

export function writeWebLink(link: WebLink): string {
  return buildXml({
    webLink: {
      '@_xmlns': WEB_LINK_NAMESPACE,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${WEB_LINK_NAMESPACE} ${WEB_LINK_SCHEMA}`,
      title: link.title,
      url: { '@_href': link.url, '@_target': '_blank' },
    },
  });
}

/** The link of a web link file (any CC version's namespace); null when it names no URL. */
export function readWebLink(xml: string): WebLink | null {
  const root = child(parseXml(xml), 'webLink');
  const url = (attr(child(root, 'url'), 'href') ?? '').trim();
  if (!url) return null;
  return { title: text(child(root, 'title')).trim(), url };
}
