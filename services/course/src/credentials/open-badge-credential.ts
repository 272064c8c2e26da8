import {
  competencyLevelInfo,
  competencyLevels,
  courseLevelLabels,
  type CompetencyLevel,
  type CourseLevel,
} from '@canopy/contracts';
import type { CertificateRecord } from '../stores/mappers';
import type { CredentialIssuer } from './credential-issuer';
import { statusPosition } from './status-list';

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

export const CRITERIA_NARRATIVE =
  'Complete every lesson of the course and pass each of its quizzes on Canopy. The certificate is issued ' +
  'automatically when the learner’s progress reaches 100%.';

/** Where a certificate's status list credential is served. */
export function statusListUrl(issuer: CredentialIssuer, list: number): string {
  return `${issuer.publicUrl}/api/credentials/status/${list}`;
}

/** The certificate's public page, also the credential's id (the code is what anyone verifying holds). */
export function certificateUrl(issuer: CredentialIssuer, code: string): string {
  return `${issuer.publicUrl}/certificates/${code}`;
}

/** The issuer as an Open Badges 3.0 Profile. */
export function issuerProfile(issuer: CredentialIssuer) {
  return { id: issuer.did, type: ['Profile'], name: issuer.name, url: issuer.publicUrl };
}

/**
 * The certificate as an Open Badges 3.0 OpenBadgeCredential (VC Data Model 2.0): an AchievementSubject naming the
 * learner (an IdentityObject of type name: learners have no DID), the course as an Achievement with its criteria
 * and the competency level the learner had reached, and a BitstringStatusListEntry for revocation. Built from
 * what was captured at issue, so the same certificate always yields the same credential.
 */
export function openBadgeCredential(issuer: CredentialIssuer, c: CertificateRecord) {
  const achievementId = `${issuer.publicUrl}/courses/${c.courseId}`;
  const rubricId = `${achievementId}#competency`;
  const levelId = (level: CompetencyLevel) => `${rubricId}-${level}`;
  const { list, index } = statusPosition(c.statusIndex);
  const statusList = statusListUrl(issuer, list);
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: certificateUrl(issuer, c.code),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `Certificate of Completion — ${c.courseTitle}`,
    description: `${c.learnerName} completed the Canopy course “${c.courseTitle}”.`,
    issuer: issuerProfile(issuer),
    validFrom: c.issuedAt,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: c.learnerName },
      ],
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Course',
        name: c.courseTitle,
        description: c.courseDescription || `The Canopy course “${c.courseTitle}”.`,
        criteria: { narrative: CRITERIA_NARRATIVE },
        creator: issuerProfile(issuer),
        tag: ['sustainability', courseLevelLabels[c.courseLevel as CourseLevel] ?? c.courseLevel],
        resultDescription: [
          {
            id: rubricId,
            type: ['ResultDescription'],
            name: 'Competency level (self-assessed by the learner)',
            resultType: 'RubricCriterionLevel',
            rubricCriterionLevel: competencyLevels.map((level) => ({
              id: levelId(level),
              type: ['RubricCriterionLevel'],
              name: competencyLevelInfo[level].label,
              description: competencyLevelInfo[level].description,
            })),
          },
        ],
      },
      result: [
        {
          type: ['Result'],
          resultDescription: rubricId,
          achievedLevel: levelId(c.competencyLevel as CompetencyLevel),
        },
      ],
    },
    credentialStatus: {
      id: `${statusList}#${index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(index),
      statusListCredential: statusList,
    },
  };
}
export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;
