import { e2eApiURL } from './stack';
import { apiHeaders, clientHeaders } from './demo-data';

/**
 * The API's development controls for GP linkage (README "Demo linkage letters"): fresh accounts and fresh
 * letters, so a linking journey (and its retry) never finds its account linked or its letter used.
 */

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

export interface DemoLetter {
  odsCode: string;
  gpAccountId: string;
  linkageKey: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/** A fresh ACTIVE account with an unlinked patient (manual reordering) and a pharmacy. */
export async function createDemoAccount(): Promise<DemoAccount> {
  const response = await fetch(`${e2eApiURL}/v1/dev/accounts`, {
    method: 'POST',
    headers: clientHeaders,
    body: '{}',
  });
  if (response.status !== 201) throw new Error(`API createDemoAccount answered ${response.status}`);
  return (await response.json()) as DemoAccount;
}

/** A fresh GP record and its letter at a demo practice (EMIS-like A12345 unless told), for `person`. */
export async function issueDemoLetter(
  person: Pick<DemoLetter, 'firstName' | 'lastName' | 'dateOfBirth'>,
  odsCode = 'A12345',
): Promise<DemoLetter> {
  const response = await fetch(`${e2eApiURL}/v1/dev/gp-letters`, {
    method: 'POST',
    headers: clientHeaders,
    body: JSON.stringify({
      odsCode,
      firstName: person.firstName,
      lastName: person.lastName,
      dateOfBirth: person.dateOfBirth,
    }),
  });
  if (response.status !== 201) throw new Error(`API issueDemoLetter answered ${response.status}`);
  return (await response.json()) as DemoLetter;
}

/** How a person types a letter's code: in lower case and in groups of four, as printed. */
export function asTyped(code: string): string {
  return (code.toLowerCase().match(/.{1,4}/g) ?? []).join(' ');
}

/** Links the account's active patient with `letter` through the API (a journey's starting point). */
export async function linkDirectly(email: string, letter: DemoLetter): Promise<void> {
  const response = await fetch(`${e2eApiURL}/v1/im1/linkage`, {
    method: 'POST',
    headers: await apiHeaders(email),
    body: JSON.stringify({
      surname: letter.lastName,
      dateOfBirth: letter.dateOfBirth,
      linkageDetails: {
        accountId: letter.gpAccountId,
        linkageKey: letter.linkageKey,
        nationalPracticeCode: letter.odsCode,
      },
      deviceType: 'web',
      secondaryPatient: false,
    }),
  });
  if (!response.ok) throw new Error(`API connectIm1WithLinkage answered ${response.status}`);
}

/** The active patient's GP name now (account details). */
export async function gpNameOf(email: string): Promise<string | null> {
  const response = await fetch(`${e2eApiURL}/v1/accounts/details`, {
    headers: await apiHeaders(email),
  });
  const { patient } = (await response.json()) as { patient: { gpName: string | null } };
  return patient.gpName;
}
