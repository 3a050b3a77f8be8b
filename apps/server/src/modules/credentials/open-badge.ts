import { PRODUCT_NAME } from '@kt/shared';

export const VC_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

export type BadgeFacts = {
  id: string;
  holderId: string;
  course: string;
  hub: string;
  completedOn: string;
  issuedAt: Date;
};

/**
 * The Open Badges 3.0 `OpenBadgeCredential` (W3C Verifiable Credentials data model 2.0) for one
 * completed course, as the payload of its VC-JWT; `iss`, `sub`, `jti` and `iat` repeat the issuer,
 * holder, id and issue time as JWT claims for plain JOSE verifiers.
 */
export function openBadgeCredential(base: string, f: BadgeFacts) {
  const url = `${base}/api/credentials/${f.id}`;
  const holder = `${base}/u/${f.holderId}`;
  return {
    '@context': [...VC_CONTEXTS],
    id: url,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: base, type: ['Profile'], name: PRODUCT_NAME, url: base },
    validFrom: f.issuedAt.toISOString(),
    name: `${f.course}, ${f.hub}`,
    credentialSubject: {
      id: holder,
      type: ['AchievementSubject'],
      activityEndDate: `${f.completedOn}T00:00:00Z`,
      achievement: {
        id: `${base}/achievements/${encodeURIComponent(`${f.hub}/${f.course}`)}`,
        type: ['Achievement'],
        achievementType: 'Course',
        name: f.course,
        description: `Completed the course ${f.course} at ${f.hub}.`,
        criteria: { narrative: `Completed ${f.course} at the ${f.hub} hub of the programme.` },
        tag: [f.hub],
      },
    },
    iss: base,
    sub: holder,
    jti: url,
    iat: Math.floor(f.issuedAt.getTime() / 1000),
  };
}
