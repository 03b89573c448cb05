import { e2eApiURL } from './stack';
import { demoPassword } from './demo-accounts';

/**
 * Straight calls to the reference API (docs/rest-api.md), for journeys that must leave the shared demo data
 * as they found it even when they fail half way. Not a way to drive the product: journeys use the browser.
 */

/** The headers every call to the reference API needs (docs/rest-api.md "Every request"). */
export const clientHeaders = {
  'content-type': 'application/json',
  'x-api-key': process.env.API_KEY ?? 'dev-api-key',
  'x-version': '2.7.8',
  'x-platform': 'Web',
};

/** The headers of a call as the signed-in account `email`. */
export async function apiHeaders(email: string): Promise<Record<string, string>> {
  const signIn = await fetch(`${e2eApiURL}/v1/auth/token`, {
    method: 'POST',
    headers: clientHeaders,
    body: JSON.stringify({ username: email, password: demoPassword, platform: 'web' }),
  });
  if (!signIn.ok) throw new Error(`API sign-in for ${email} answered ${signIn.status}`);
  const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
  return { ...clientHeaders, authorization: `Bearer ${accessToken}` };
}

/**
 * The headers of a call with no body (DELETE, or a bodyless POST) as `email`: no content type, because the API
 * refuses an empty JSON body.
 */
export async function apiHeadersWithoutBody(email: string): Promise<Record<string, string>> {
  const { 'content-type': _json, ...withoutBody } = await apiHeaders(email);
  return withoutBody;
}

/**
 * Makes `patientId` the account's active patient (updateSelectedPatient). The selected patient is stored by
 * the API, not the browser, and outlives the test's browser context.
 */
export async function selectPatientDirectly(email: string, patientId: string): Promise<void> {
  const select = await fetch(`${e2eApiURL}/v1/accounts/selected-patient`, {
    method: 'PUT',
    headers: await apiHeaders(email),
    body: JSON.stringify({ patientId }),
  });
  if (!select.ok) throw new Error(`API selected-patient for ${email} answered ${select.status}`);
}

/** Cancels an order, unless it can no longer be cancelled (422 order.notCancellable, e.g. cancelled already). */
export async function cancelOrderDirectly(email: string, orderId: string): Promise<void> {
  const response = await fetch(`${e2eApiURL}/v1/orders/cancel`, {
    method: 'POST',
    headers: await apiHeaders(email),
    body: JSON.stringify({ orderId, cancellationReason: 'Tidying up after an end-to-end test' }),
  });
  if (!response.ok && response.status !== 422) {
    throw new Error(`API cancelOrder answered ${response.status}`);
  }
}

/** The ids of the account's active patient's live orders placed at or after `since`. */
async function liveOrdersPlacedSince(email: string, since: Date): Promise<string[]> {
  const response = await fetch(`${e2eApiURL}/v1/orders/list`, {
    method: 'POST',
    headers: await apiHeaders(email),
    body: '{}',
  });
  if (!response.ok) throw new Error(`API ordersList answered ${response.status}`);
  const { orders } = (await response.json()) as {
    orders: { id: string; orderDt: string; live: boolean }[];
  };
  return orders
    .filter((order) => order.live && new Date(order.orderDt) >= since)
    .map((order) => order.id);
}

/**
 * Cancels the orders of the account's active patient placed at or after `since` that are still live: a
 * journey that orders puts the patient's live orders back as they were (cancelled orders stay as previous).
 */
export async function cancelOrdersPlacedSince(email: string, since: Date): Promise<void> {
  for (const orderId of await liveOrdersPlacedSince(email, since)) {
    await cancelOrderDirectly(email, orderId);
  }
}

/** Places an order of one medicine typed in (a Manual item, for collection); returns its id. */
export async function placeManualOrderDirectly(email: string, medicine: string): Promise<string> {
  const response = await fetch(`${e2eApiURL}/v1/orders`, {
    method: 'POST',
    headers: await apiHeaders(email),
    body: JSON.stringify({
      items: [{ description: medicine, itemOrderType: 'Manual' }],
      deliveryMethod: 'Collection',
    }),
  });
  if (!response.ok) throw new Error(`API placeOrder for ${email} answered ${response.status}`);
  const { orders } = (await response.json()) as { orders: { id: string }[] };
  const [order] = orders;
  if (!order) throw new Error(`API placeOrder for ${email} placed no order`);
  return order.id;
}

/**
 * Moves an order one step on, as the GP or the pharmacy would (the development control advanceOrderStatus,
 * README "Watching an order move"); false when it has no further step (422 order.noNextStatus).
 */
export async function advanceOrderDirectly(email: string, orderId: string): Promise<boolean> {
  const response = await fetch(`${e2eApiURL}/v1/dev/orders/${orderId}/advance`, {
    method: 'POST',
    headers: await apiHeadersWithoutBody(email),
  });
  if (response.status === 422) return false;
  if (!response.ok) throw new Error(`API advanceOrderStatus answered ${response.status}`);
  return true;
}

/**
 * Moves the active patient's live orders placed at or after `since` on to their last step (collected), for
 * journeys that advance an order past where it can be cancelled: they end as previous orders, as cancelled
 * ones do.
 */
export async function collectOrdersPlacedSince(email: string, since: Date): Promise<void> {
  for (const orderId of await liveOrdersPlacedSince(email, since)) {
    while (await advanceOrderDirectly(email, orderId));
  }
}

/** The account's active patient's nominated pharmacy now (account details), or null. */
export async function pharmacyOf(email: string): Promise<string | null> {
  const response = await fetch(`${e2eApiURL}/v1/accounts/details`, {
    headers: await apiHeaders(email),
  });
  if (!response.ok) throw new Error(`API account details for ${email} answered ${response.status}`);
  const { pharmacy } = (await response.json()) as { pharmacy: { id: string } | null };
  return pharmacy?.id ?? null;
}

/**
 * Puts the active patient's nominated pharmacy back to `pharmacyId`, or to none (the development control
 * DELETE /v1/dev/patients/selected/pharmacy), as it was before a journey chose one.
 */
export async function restorePharmacyDirectly(
  email: string,
  pharmacyId: string | null,
): Promise<void> {
  const response =
    pharmacyId === null
      ? await fetch(`${e2eApiURL}/v1/dev/patients/selected/pharmacy`, {
          method: 'DELETE',
          headers: await apiHeadersWithoutBody(email),
        })
      : await fetch(`${e2eApiURL}/v1/patients`, {
          method: 'PUT',
          headers: await apiHeaders(email),
          body: JSON.stringify({ onlyPharmacyUpdate: true, regVersion: 'V4Manual', pharmacyId }),
        });
  if (!response.ok)
    throw new Error(`restoring the pharmacy of ${email} answered ${response.status}`);
}

/** A POST to the reference API as `email`, answering its status (no body is read). */
async function postAs(email: string, path: string, body: object = {}): Promise<number> {
  const response = await fetch(`${e2eApiURL}${path}`, {
    method: 'POST',
    headers: await apiHeaders(email),
    body: JSON.stringify(body),
  });
  return response.status;
}

/**
 * Adds the account's spare proxy patient (casey's Finley Carter) through the API's development control, so a
 * journey can delete a patient without touching the demo's own (api/src/demo/dev-routes.ts).
 */
export async function linkSparePatientDirectly(email: string): Promise<void> {
  const status = await postAs(email, '/v1/dev/demo/spare-patient');
  if (status !== 204) throw new Error(`API linkDemoSparePatient for ${email} answered ${status}`);
}

/** Deletes one of the account's patients (deletePatient), unless it is already gone (403). */
export async function deletePatientDirectly(email: string, patientId: string): Promise<void> {
  const status = await postAs(email, '/v1/patients/delete', { patientId });
  if (status !== 204 && status !== 403) {
    throw new Error(`API deletePatient for ${email} answered ${status}`);
  }
}

/** Gives the demo account's patients their seeded GP registration back after a journey deregistered one. */
export async function restoreGpRegistrationDirectly(email: string): Promise<void> {
  const status = await postAs(email, '/v1/dev/demo/gp-registration');
  if (status !== 204)
    throw new Error(`API restoreDemoGpRegistration for ${email} answered ${status}`);
}
