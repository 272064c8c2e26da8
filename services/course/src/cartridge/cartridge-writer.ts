import type { CourseEbookExport } from '@canopy/contracts';
import { htmlPage } from './lesson-html';
import { writeAssessment, type Assessment } from './qti-assessment';
import { buildXml, type XmlNode } from './safe-xml';
import { writeWebLink } from './web-link';

/*
 * A course as a Common Cartridge 1.3 package: imsmanifest.xml (CC 1.3 namespaces, LOM metadata), one organization
 * whose items are the modules in order, each holding its lessons (web content) and, after each lesson, its quizzes
 * (QTI assessments). A lesson's video and document are web links its page depends on; the course's ebooks are web
 * content resources of their own. Identifiers carry the row ids (`L_12`), so a package names each thing once.
 */

export const CC_NAMESPACE = 'http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1';
export const LOM_MANIFEST_NAMESPACE = 'http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest';
export const LOM_RESOURCE_NAMESPACE = 'http://ltsc.ieee.org/xsd/imsccv1p3/LOM/resource';
export const RESOURCE_TYPES = {
  webContent: 'webcontent',
  webLink: 'imswl_xmlv1p3',
  assessment: 'imsqti_xmlv1p2/imscc_xmlv1p3/assessment',
} as const;

const SCHEMA_LOCATIONS = [
  CC_NAMESPACE,
  'http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_imscp_v1p2_v1p0.xsd',
  LOM_MANIFEST_NAMESPACE,
  'http://www.imsglobal.org/profile/cc/ccv1p3/LOM/ccv1p3_lommanifest_v1p0.xsd',
  LOM_RESOURCE_NAMESPACE,
  'http://www.imsglobal.org/profile/cc/ccv1p3/LOM/ccv1p3_lomresource_v1p0.xsd',
].join(' ');

export interface ExportQuiz extends Assessment {
  id: number;
}

export interface ExportLesson {
  id: number;
  title: string;
  /** The lesson's body, markdown. */
  content: string;
  videoUrl: string | null;
  documentUrl: string | null;
  quizzes: ExportQuiz[];
}

export interface ExportModule {
  id: number;
  title: string;
  description: string | null;
  lessons: ExportLesson[];
}

export interface ExportCourse {
  id: number;
  title: string;
  description: string | null;
  modules: ExportModule[];
  ebooks: CourseEbookExport[];
}

export interface PackageFile {
  name: string;
  data: string;
}

const lomText = (value: string) => ({ 'lomimscc:string': { '@_language': 'en', '#text': value } });

/** LOM "general" metadata (title, description) in the manifest's LOM profile. */
function lomGeneral(title: string | null, description: string | null): XmlNode {
  return {
    'lomimscc:lom': {
      'lomimscc:general': {
        ...(title ? { 'lomimscc:title': lomText(title) } : {}),
        ...(description ? { 'lomimscc:description': lomText(description) } : {}),
      },
    },
  };
}

function resource(identifier: string, type: string, file: string, extra: XmlNode = {}): XmlNode {
  return {
    '@_identifier': identifier,
    '@_type': type,
    ...(type === RESOURCE_TYPES.webContent ? { '@_href': file } : {}),
    file: { '@_href': file },
    ...extra,
  };
}

/** Every file of the package, imsmanifest.xml first. */
export function writeCartridge(course: ExportCourse): PackageFile[] {
  const files: PackageFile[] = [];
  const resources: XmlNode[] = [];
  const moduleItems: XmlNode[] = course.modules.map((module) => {
    const items: XmlNode[] = [];
    for (const lesson of module.lessons) {
      const page = `lessons/L_${lesson.id}.html`;
      const media: Array<{ role: string; label: string; url: string }> = [];
      if (lesson.videoUrl) media.push({ role: 'VIDEO', label: 'Video', url: lesson.videoUrl });
      if (lesson.documentUrl) media.push({ role: 'DOCUMENT', label: 'Document', url: lesson.documentUrl });
      files.push({
        name: page,
        data: htmlPage({ title: lesson.title, markdown: lesson.content, links: media }),
      });
      for (const m of media) {
        const file = `links/L_${lesson.id}_${m.role.toLowerCase()}.xml`;
        files.push({ name: file, data: writeWebLink({ title: `${m.label}: ${lesson.title}`, url: m.url }) });
        resources.push(resource(`RES_L_${lesson.id}_${m.role}`, RESOURCE_TYPES.webLink, file));
      }
      resources.push(
        resource(`RES_L_${lesson.id}`, RESOURCE_TYPES.webContent, page, {
          dependency: media.map((m) => ({ '@_identifierref': `RES_L_${lesson.id}_${m.role}` })),
        }),
      );
      items.push({
        '@_identifier': `L_${lesson.id}`,
        '@_identifierref': `RES_L_${lesson.id}`,
        title: lesson.title,
      });
      for (const quiz of lesson.quizzes) {
        const file = `assessments/Q_${quiz.id}/assessment.xml`;
        files.push({ name: file, data: writeAssessment(quiz, `QTI_${quiz.id}`) });
        resources.push(resource(`RES_Q_${quiz.id}`, RESOURCE_TYPES.assessment, file));
        items.push({
          '@_identifier': `Q_${quiz.id}`,
          '@_identifierref': `RES_Q_${quiz.id}`,
          title: quiz.title,
        });
      }
    }
    return {
      '@_identifier': `M_${module.id}`,
      title: module.title,
      item: items,
      ...(module.description ? { metadata: lomGeneral(null, module.description) } : {}),
    };
  });
  for (const ebook of course.ebooks) {
    const page = `ebooks/E_${ebook.id}.html`;
    const markdown = [
      ...(ebook.author ? [`*${ebook.author}*`] : []),
      ...(ebook.description ? [ebook.description] : []),
      ...ebook.chapters.map((c) => (c.title ? `## ${c.title}\n\n${c.content}` : c.content)),
    ].join('\n\n');
    files.push({ name: page, data: htmlPage({ title: ebook.title, markdown }) });
    resources.push(resource(`RES_E_${ebook.id}`, RESOURCE_TYPES.webContent, page));
  }

  const manifest = buildXml({
    manifest: {
      '@_identifier': `CANOPY_COURSE_${course.id}`,
      '@_xmlns': CC_NAMESPACE,
      '@_xmlns:lomimscc': LOM_MANIFEST_NAMESPACE,
      '@_xmlns:lom': LOM_RESOURCE_NAMESPACE,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': SCHEMA_LOCATIONS,
      metadata: {
        schema: 'IMS Common Cartridge',
        schemaversion: '1.3.0',
        ...lomGeneral(course.title, course.description),
      },
      organizations: {
        organization: {
          '@_identifier': 'ORGANIZATION',
          '@_structure': 'rooted-hierarchy',
          item: { '@_identifier': 'ROOT', item: moduleItems },
        },
      },
      resources: { resource: resources },
    },
  });
  return [{ name: 'imsmanifest.xml', data: manifest }, ...files];
}
