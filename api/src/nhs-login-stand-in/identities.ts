/**
 * The people you can be at the local NHS login stand-in (README.md "Demo accounts"). Their claims follow the
 * shapes NHS login documents for its scopes: `profile` (identity_proofing_level, nhs_number for P9, names,
 * birthdate), `email` (email, email_verified) and `gp_integration_credentials` (the three codes of a GP
 * linkage letter, P9 only). The stand-in's own data: the API knows nothing of these until it reads the claims.
 */
import { seedRegistrationGpRecords } from '../demo/seed-ids';

/** NHS login's `gp_integration_credentials` claim: the IM1 linkage codes the GP practice issued. */
export interface GpIntegrationCredentials {
  gp_user_id: string;
  gp_linkage_key: string;
  gp_ods_code: string;
}

/** The claims the stand-in releases for an identity (userinfo filters them by the granted scopes). */
export interface StandInClaims {
  sub: string;
  identity_proofing_level: 'P5' | 'P9';
  given_name: string;
  family_name: string;
  /** YYYY-MM-DD */
  birthdate: string;
  email: string;
  email_verified: boolean;
  phone_number?: string;
  phone_number_verified?: boolean;
  /** P9 only. */
  nhs_number?: string;
  gp_integration_credentials?: GpIntegrationCredentials;
}

export interface StandInIdentity {
  /** The form value on the sign-in page. */
  id: string;
  /** How the sign-in page names it. */
  label: string;
  /** What the sign-in page says about it. */
  hint: string;
  claims: StandInClaims;
}

const priya = seedRegistrationGpRecords.priyaNine;

export const standInIdentities: readonly StandInIdentity[] = [
  {
    id: 'nadia',
    label: 'Nadia Nash',
    hint: 'P9, nadia.nhslogin@example.com. Already has an account: signing in lands on home.',
    claims: {
      // The seeded account nadia.nhslogin@example.com carries this nhsLoginSub (api/src/demo/seed.ts).
      sub: '5eed0000-0000-4000-8000-0000000009a1',
      identity_proofing_level: 'P9',
      given_name: 'Nadia',
      family_name: 'Nash',
      birthdate: '1993-12-01',
      email: 'nadia.nhslogin@example.com',
      email_verified: true,
      phone_number: '+447700900108',
      phone_number_verified: true,
      nhs_number: '9990000018',
    },
  },
  {
    id: 'priya',
    label: 'Priya Nine',
    hint: 'P9, priya.nine@example.com, with GP linkage codes. No account yet: registering links her GP record.',
    claims: {
      sub: '5eed0000-0000-4000-8000-0000000009a2',
      identity_proofing_level: 'P9',
      given_name: priya.firstName,
      family_name: priya.lastName,
      birthdate: priya.dateOfBirth,
      email: 'priya.nine@example.com',
      email_verified: true,
      phone_number: '+447700900102',
      phone_number_verified: true,
      nhs_number: '9990000026',
      gp_integration_credentials: {
        gp_user_id: priya.gpAccountId,
        gp_linkage_key: priya.linkageKey,
        gp_ods_code: priya.odsCode,
      },
    },
  },
  {
    id: 'sam',
    label: 'Sam Five',
    hint: 'P5, sam.five@example.com, no GP linkage. No account yet: registering makes an unlinked patient.',
    claims: {
      sub: '5eed0000-0000-4000-8000-0000000009a3',
      identity_proofing_level: 'P5',
      given_name: 'Sam',
      family_name: 'Five',
      birthdate: '1988-05-05',
      email: 'sam.five@example.com',
      email_verified: true,
    },
  },
];

export function findIdentityById(id: string): StandInIdentity | undefined {
  return standInIdentities.find((identity) => identity.id === id);
}

export function findIdentityBySub(sub: string): StandInIdentity | undefined {
  return standInIdentities.find((identity) => identity.claims.sub === sub);
}
