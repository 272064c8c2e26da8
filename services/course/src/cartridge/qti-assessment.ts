import {
  DEFAULT_PASSING_SCORE,
  quizQuestionInputSchema,
  type CartridgeSkipped,
  type QuizQuestionInput,
  type QuizQuestionType,
} from '@canopy/contracts';
import { htmlToMarkdown } from './lesson-html';
import { attr, buildXml, child, children, parseXml, text, type XmlNode } from './safe-xml';

/*
 * Quizzes as QTI 1.2 assessments in the Common Cartridge profile (resource type
 * imsqti_xmlv1p2/imscc_xmlv1p3/assessment). Canopy's four question types map onto the profile's four automatically
 * graded ones: single choice ↔ cc.multiple_choice, multiple choice ↔ cc.multiple_response, true/false ↔
 * cc.true_false, short answer ↔ cc.fib (fill in the blank). Anything else (essays, pattern matches, other
 * vendors' kinds) is reported, never guessed at.
 */

export const QTI_NAMESPACE = 'http://www.imsglobal.org/xsd/ims_qtiasiv1p2';
const QTI_SCHEMA = 'http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_qtiasiv1p2p1_v1p0.xsd';
/** Canopy's own metadata labels (QTI metadata labels are free text; other systems ignore what they do not know). */
const PASSING_SCORE_LABEL = 'canopy_passing_score';

const PROFILE_OF: Record<QuizQuestionType, string> = {
  single_choice: 'cc.multiple_choice.v0p1',
  multiple_choice: 'cc.multiple_response.v0p1',
  true_false: 'cc.true_false.v0p1',
  short_answer: 'cc.fib.v0p1',
};

export interface AssessmentQuestion {
  type: QuizQuestionType;
  question: string;
  options: string[];
  correctAnswers: string[];
  explanation: string | null;
}

export interface Assessment {
  title: string;
  description: string | null;
  passingScore: number;
  questions: AssessmentQuestion[];
}

/** An assessment as read from a package: its questions as the contract accepts them. */
export type ReadAssessment = Omit<Assessment, 'questions'> & { questions: QuizQuestionInput[] };

const metadataField = (label: string, entry: string) => ({ fieldlabel: label, fieldentry: entry });
const plain = (value: string) => ({ mattext: { '@_texttype': 'text/plain', '#text': value } });

function questionItem(q: AssessmentQuestion, ident: string): XmlNode {
  const choices = q.type !== 'short_answer';
  const labelOf = (i: number) => `${ident}_C${i + 1}`;
  const correctLabels = q.options.flatMap((o, i) => (q.correctAnswers.includes(o) ? [labelOf(i)] : []));
  const response = choices
    ? {
        response_lid: {
          '@_ident': 'response1',
          '@_rcardinality': q.type === 'multiple_choice' ? 'Multiple' : 'Single',
          render_choice: {
            response_label: q.options.map((o, i) => ({ '@_ident': labelOf(i), material: plain(o) })),
          },
        },
      }
    : {
        response_str: {
          '@_ident': 'response1',
          '@_rcardinality': 'Single',
          render_fib: { response_label: { '@_ident': `${ident}_A` } },
        },
      };
  const setScore = { '@_varname': 'SCORE', '@_action': 'Set', '#text': '100' };
  const feedback = q.explanation
    ? { displayfeedback: { '@_feedbacktype': 'Response', '@_linkrefid': 'general_fb' } }
    : {};
  let conditions: XmlNode[];
  if (q.type === 'multiple_choice') {
    // The exact set: every correct label chosen and no other.
    const wrong = q.options.flatMap((_o, i) => (correctLabels.includes(labelOf(i)) ? [] : [labelOf(i)]));
    conditions = [
      {
        '@_continue': 'No',
        conditionvar: {
          and: {
            varequal: correctLabels.map((l) => ({ '@_respident': 'response1', '#text': l })),
            not: wrong.map((l) => ({ varequal: { '@_respident': 'response1', '#text': l } })),
          },
        },
        setvar: setScore,
        ...feedback,
      },
    ];
  } else if (choices) {
    conditions = [
      {
        '@_continue': 'No',
        conditionvar: { varequal: { '@_respident': 'response1', '#text': correctLabels[0] ?? '' } },
        setvar: setScore,
        ...feedback,
      },
    ];
  } else {
    // One condition per accepted answer; case is not significant, as Canopy grades them.
    conditions = q.correctAnswers.map((answer) => ({
      '@_continue': 'No',
      conditionvar: { varequal: { '@_respident': 'response1', '@_case': 'No', '#text': answer } },
      setvar: setScore,
      ...feedback,
    }));
  }
  return {
    '@_ident': ident,
    '@_title': q.question.slice(0, 200),
    itemmetadata: { qtimetadata: { qtimetadatafield: [metadataField('cc_profile', PROFILE_OF[q.type])] } },
    presentation: { material: plain(q.question), ...response },
    resprocessing: {
      outcomes: {
        decvar: { '@_varname': 'SCORE', '@_vartype': 'Decimal', '@_minvalue': '0', '@_maxvalue': '100' },
      },
      respcondition: conditions,
    },
    ...(q.explanation
      ? { itemfeedback: { '@_ident': 'general_fb', flow_mat: { material: plain(q.explanation) } } }
      : {}),
  };
}

/** The assessment's XML file. `ident` must be an XML name, unique in the package. */
export function writeAssessment(assessment: Assessment, ident: string): string {
  return buildXml({
    questestinterop: {
      '@_xmlns': QTI_NAMESPACE,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${QTI_NAMESPACE} ${QTI_SCHEMA}`,
      assessment: {
        '@_ident': ident,
        '@_title': assessment.title,
        qtimetadata: {
          qtimetadatafield: [
            metadataField('cc_profile', 'cc.exam.v0p1'),
            metadataField('qmd_assessmenttype', 'Examination'),
            metadataField('qmd_scoretype', 'Percentage'),
            metadataField('cc_maxattempts', 'unlimited'),
            metadataField(PASSING_SCORE_LABEL, String(assessment.passingScore)),
          ],
        },
        ...(assessment.description
          ? { presentation_material: { flow_mat: { material: plain(assessment.description) } } }
          : {}),
        section: {
          '@_ident': `${ident}_S`,
          item: assessment.questions.map((q, i) => questionItem(q, `${ident}_I${i + 1}`)),
        },
      },
    },
  });
}

/** The text of a `material` (first mattext), as markdown when it is HTML. */
function materialText(material: XmlNode | undefined): string {
  const mattext = child(material, 'mattext');
  if (!mattext) return '';
  const value = text(mattext);
  const type = (attr(mattext, 'texttype') ?? 'text/plain').toLowerCase();
  return (type.includes('html') || /<\/?[a-z][^>]*>/i.test(value) ? htmlToMarkdown(value) : value).trim();
}

function metadataOf(node: XmlNode | undefined): Map<string, string> {
  const fields = new Map<string, string>();
  for (const field of children(node, 'qtimetadatafield')) {
    fields.set(text(child(field, 'fieldlabel')).trim(), text(child(field, 'fieldentry')).trim());
  }
  return fields;
}

/** Every `varequal` under a condition that is not negated (the answers that earn the points). */
function positiveAnswers(conditionvar: XmlNode | undefined): string[] {
  if (!conditionvar) return [];
  const found = children(conditionvar, 'varequal').map((v) => text(v).trim());
  for (const group of [...children(conditionvar, 'and'), ...children(conditionvar, 'or')]) {
    found.push(...positiveAnswers(group));
  }
  return found;
}

function scores(condition: XmlNode): boolean {
  const setvar = child(condition, 'setvar');
  if (!setvar) return false;
  const action = (attr(setvar, 'action') ?? 'Set').toLowerCase();
  const value = Number(text(setvar));
  return (action === 'set' || action === 'add') && value > 0;
}

const SUPPORTED_PROFILES = new Map<string, QuizQuestionType>(
  Object.entries(PROFILE_OF).map(([type, profile]) => [profile, type as QuizQuestionType]),
);

/** Other systems' names for the same kinds (Canvas's question_type metadata). */
const VENDOR_TYPES = new Map<string, QuizQuestionType>([
  ['multiple_choice_question', 'single_choice'],
  ['multiple_answers_question', 'multiple_choice'],
  ['true_false_question', 'true_false'],
  ['short_answer_question', 'short_answer'],
  ['fill_in_the_blank_question', 'short_answer'],
]);

type ItemResult = { question: QuizQuestionInput } | { skipped: string };

function readItem(item: XmlNode): ItemResult {
  const metadata = metadataOf(child(child(item, 'itemmetadata'), 'qtimetadata'));
  const profile = metadata.get('cc_profile') ?? '';
  const presentation = child(item, 'presentation');
  const lid = child(presentation, 'response_lid');
  const str = child(presentation, 'response_str');
  let type = SUPPORTED_PROFILES.get(profile) ?? VENDOR_TYPES.get(metadata.get('question_type') ?? '');
  if (!type && profile) return { skipped: `Its kind (${profile}) is not one Canopy grades.` };
  if (!type && lid) type = attr(lid, 'rcardinality') === 'Multiple' ? 'multiple_choice' : 'single_choice';
  if (!type && str) type = 'short_answer';
  if (!type) return { skipped: 'It is not a choice or fill-in-the-blank question.' };

  const question = materialText(child(presentation, 'material'));
  const labels = children(child(lid, 'render_choice'), 'response_label').map((label) => ({
    ident: attr(label, 'ident') ?? '',
    text: materialText(child(label, 'material')),
  }));
  const conditions = children(child(item, 'resprocessing'), 'respcondition').filter(scores);
  const answers = conditions.flatMap((c) => positiveAnswers(child(c, 'conditionvar')));
  const feedback = children(item, 'itemfeedback');
  const explanation = materialText(child(child(feedback[0], 'flow_mat'), 'material')) || undefined;

  let options: string[] = [];
  let correctAnswers: string[];
  if (type === 'short_answer') {
    correctAnswers = [...new Set(answers.filter(Boolean))];
  } else {
    options = labels.map((l) => l.text);
    correctAnswers = labels.filter((l) => answers.includes(l.ident)).map((l) => l.text);
    if (type === 'single_choice' && options.length === 2 && options.every((o) => /^(true|false)$/i.test(o))) {
      type = 'true_false';
    }
    if (type === 'true_false') correctAnswers = correctAnswers.map((a) => a.toLowerCase());
  }
  const parsed = quizQuestionInputSchema.safeParse({ type, question, options, correctAnswers, explanation });
  if (!parsed.success) return { skipped: parsed.error.issues[0]?.message ?? 'It could not be read.' };
  return { question: parsed.data };
}

function sectionItems(node: XmlNode): XmlNode[] {
  return [...children(node, 'item'), ...children(node, 'section').flatMap(sectionItems)];
}

/**
 * An assessment file: its title, description, passing score and the questions Canopy can grade; the others as
 * skipped entries (located under `location`).
 */
export function readAssessment(
  xml: string,
  location: string,
): { assessment: ReadAssessment; skipped: CartridgeSkipped[] } {
  const root = child(parseXml(xml), 'questestinterop');
  const node = child(root, 'assessment') ?? child(root, 'objectbank');
  const title = (attr(node, 'title') ?? '').trim();
  const metadata = metadataOf(child(node, 'qtimetadata'));
  const passing = Number(metadata.get(PASSING_SCORE_LABEL));
  const description =
    materialText(child(child(child(node, 'presentation_material'), 'flow_mat'), 'material')) ||
    materialText(child(child(node, 'rubric'), 'material')) ||
    null;
  const skipped: CartridgeSkipped[] = [];
  const questions: QuizQuestionInput[] = [];
  for (const item of node ? sectionItems(node) : []) {
    const result = readItem(item);
    if ('question' in result) questions.push(result.question);
    else {
      const label =
        (attr(item, 'title') ?? '').trim() || materialText(child(child(item, 'presentation'), 'material'));
      skipped.push({
        kind: 'question',
        title: label.slice(0, 200) || 'Untitled question',
        location,
        reason: result.skipped,
      });
    }
  }
  return {
    assessment: {
      title,
      description,
      passingScore:
        Number.isInteger(passing) && passing >= 0 && passing <= 100 ? passing : DEFAULT_PASSING_SCORE,
      questions,
    },
    skipped,
  };
}
