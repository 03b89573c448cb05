import { e2eApiURL } from './stack';
import { demoPassword } from './demo-accounts';

/** The headers every call to the reference API needs (docs/rest-api.md "Every request"). */
const clientHeaders = {
  'content-type': 'application/json',
  'x-api-key': process.env.API_KEY ?? 'dev-api-key',
  'x-version': '2.7.8',
  'x-platform': 'Web',
};

/**
 * Makes `patientId` the account's active patient straight through the API (updateSelectedPatient), so that a
 * journey that switches patients leaves the shared demo account as it found it even when it fails half way.
 * The selected patient is stored by the API, not the browser, and outlives the test's browser context.
 */
export async function selectPatientDirectly(email: string, patientId: string): Promise<void> {
  const signIn = await fetch(`${e2eApiURL}/v1/auth/token`, {
    method: 'POST',
    headers: clientHeaders,
    body: JSON.stringify({ username: email, password: demoPassword, platform: 'web' }),
  });
  if (!signIn.ok) throw new Error(`API sign-in for ${email} answered ${signIn.status}`);
  const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
  const select = await fetch(`${e2eApiURL}/v1/accounts/selected-patient`, {
    method: 'PUT',
    headers: { ...clientHeaders, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ patientId }),
  });
  if (!select.ok) throw new Error(`API selected-patient for ${email} answered ${select.status}`);
}
