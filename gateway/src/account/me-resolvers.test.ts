import { afterEach, describe, expect, it } from 'vitest';
import { fakeIntegrationSettings } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes, type GraphQLReply } from '../testing/gateway-client';
import { ME, SELECT_PATIENT } from '../testing/operations';

let stack: FakeStack;
afterEach(() => stack.stop());

const im1Settings = fakeIntegrationSettings();

interface HouseholdMember {
  firstName: string;
  lastName: string;
}

/**
 * One account acting for three IM1-linked patients, its own (pat-1) and two by proxy, answered as the reference
 * API answers (docs/rest-api.md): account details carry integrationSettings and linkedPatients, which list the
 * patients other than the selected one, the account's own first, then by last and first name. The IM1
 * account-details endpoint answers something else, so a test can tell which of the two `me` read.
 */
const household: Record<string, HouseholdMember> = {
  'pat-1': { firstName: 'Pat', lastName: 'Example' },
  'pat-2': { firstName: 'Sam', lastName: 'Example' },
  'pat-3': { firstName: 'Ada', lastName: 'Zed' },
};
const ownPatientId = 'pat-1';

function actFor(api: FakeStack['api'], patientId: string): void {
  const member = household[patientId];
  if (!member) throw new Error(`not in the household: ${patientId}`);
  const others = Object.entries(household)
    .filter(([id]) => id !== patientId)
    .sort(
      ([aId, a], [bId, b]) =>
        Number(bId === ownPatientId) - Number(aId === ownPatientId) ||
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName),
    );
  api.accountDetails = {
    ...api.accountDetails,
    patient: {
      ...api.accountDetails.patient!,
      id: patientId,
      ...member,
      iM1Available: true,
      gpName: 'Gosforth Surgery',
    },
    integrationSettings: im1Settings,
    linkedPatients: others.map(([id, { firstName, lastName }]) => ({
      patientId: id,
      fullName: `${firstName} ${lastName}`,
      ownPatient: id === ownPatientId,
    })),
  };
}

/** Makes the fake API's account the household above, acting for its own patient; switching follows the API. */
function useHousehold(api: FakeStack['api']): void {
  actFor(api, ownPatientId);
  api.im1Details = {
    integrationSettings: { ...im1Settings, prescribingEnabled: false },
    linkedPatients: [{ patientId: 'pat-9', fullName: 'Only In Im1 Details', ownPatient: false }],
  };
  for (const id of Object.keys(household)) api.selectablePatientIds.add(id);
  // Runs before the fake's own handler, which then checks the id and answers 204.
  api.overrides.set('/v1/accounts/selected-patient', (call) => {
    const { patientId } = call.body as { patientId: string };
    if (patientId in household) actFor(api, patientId);
    return undefined;
  });
}

interface ListedPatient {
  patientId: string;
  fullName: string;
  selected: boolean;
}

function linkedPatientsOf(reply: GraphQLReply, field: 'me' | 'selectPatient'): ListedPatient[] {
  return (reply.json.data?.[field] as { linkedPatients: ListedPatient[] }).linkedPatients;
}

describe('me', () => {
  it('calls account details once however many times the request asks for me', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    const before = stack.api.callsTo('/v1/accounts/details').length;

    const reply = await stack.client.graphql(`query Twice {
      first: me { patient { id } }
      second: me { account { email } features { canOrder } }
    }`);

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data).toEqual({
      first: { patient: { id: 'pat-1' } },
      second: { account: { email: 'pat@example.com' }, features: { canOrder: true } },
    });
    expect(stack.api.callsTo('/v1/accounts/details').length - before).toBe(1);
  });

  it.each([
    ['not IM1-linked', (_api: FakeStack['api']) => {}],
    ['IM1-linked', useHousehold],
  ])(
    'makes exactly one upstream call, account details, for a patient %s (spec part 1 §3)',
    async (_kind, arrange) => {
      stack = await startFakeStack();
      await stack.signIn();
      arrange(stack.api);
      const before = stack.api.calls.length;

      const reply = await stack.client.graphql(ME);

      expect(reply.json.errors).toBeUndefined();
      expect(stack.api.calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET /v1/accounts/details',
      ]);
    },
  );

  it('takes integration settings and linked patients of an IM1 patient from account details', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    useHousehold(stack.api);

    const reply = await stack.client.graphql(ME);

    expect(reply.json.data?.['me']).toMatchObject({
      patient: { id: 'pat-1', iM1Available: true },
      integrationSettings: { prescribingEnabled: true },
      features: { im1Linked: true, prescribing: true, canOrder: true, multiPatient: true },
    });
    expect(linkedPatientsOf(reply, 'me').map((p) => p.patientId)).not.toContain('pat-9');
    expect(stack.api.callsTo('/v1/im1/account-details')).toHaveLength(0);
  });

  it('lists every patient the account may act for, the active one selected, by full name', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    useHousehold(stack.api);

    const reply = await stack.client.graphql(ME);

    expect(linkedPatientsOf(reply, 'me')).toEqual([
      { patientId: 'pat-3', fullName: 'Ada Zed', selected: false },
      { patientId: 'pat-1', fullName: 'Pat Example', selected: true },
      { patientId: 'pat-2', fullName: 'Sam Example', selected: false },
    ]);
  });

  it('lists a single patient as the selected one, and not as multi-patient', async () => {
    stack = await startFakeStack();
    await stack.signIn();

    const reply = await stack.client.graphql(ME);

    expect(reply.json.data?.['me']).toMatchObject({
      linkedPatients: [{ patientId: 'pat-1', fullName: 'Pat Example', selected: true }],
      features: { multiPatient: false },
    });
  });

  it('clears the session with accountDetailsFailed when account details fail', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    stack.api.overrides.set('/v1/accounts/details', () => ({ status: 500 }));

    const reply = await stack.client.graphql(ME);

    expect(errorCodes(reply)).toEqual(['auth.accountDetailsFailed']);
    expect(stack.client.cookies.size).toBe(0);
  });

  it('keeps the session when the account read behind another screen or change fails (issue #22)', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    stack.api.overrides.set('/v1/accounts/details', () => ({ status: 500 }));

    const cancel = await stack.client.graphql(
      'mutation { cancelAppointment(slotId: "slot-1", reason: "Better") }',
    );

    expect(errorCodes(cancel)).toEqual(['auth.accountDetailsFailed']);
    expect(stack.api.callsTo('/v1/appointments/cancel')).toEqual([]);
    stack.api.overrides.delete('/v1/accounts/details');
    expect(errorCodes(await stack.client.graphql(ME))).toEqual([]);
  });

  it('reports registrationIncomplete for an account without its patient', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    stack.api.accountDetails = { ...stack.api.accountDetails, patient: null };
    expect(errorCodes(await stack.client.graphql(ME))).toEqual(['auth.registrationIncomplete']);
  });

  it('is UNAUTHENTICATED without a session, without calling the API', async () => {
    stack = await startFakeStack();
    expect(errorCodes(await stack.client.graphql(ME))).toEqual(['UNAUTHENTICATED']);
    expect(stack.api.callsTo('/v1/accounts/details')).toHaveLength(0);
  });
});

describe('selectPatient', () => {
  it('switches the patient upstream and returns the new me', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    useHousehold(stack.api);

    const reply = await stack.client.graphql(SELECT_PATIENT, { patientId: 'pat-2' });

    expect(reply.json.errors).toBeUndefined();
    expect(stack.api.callsTo('/v1/accounts/selected-patient')[0]?.body).toEqual({
      patientId: 'pat-2',
    });
    expect(reply.json.data?.['selectPatient']).toMatchObject({ patient: { id: 'pat-2' } });
  });

  it('keeps the order of the patients when the active one changes, moving only selected', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    useHousehold(stack.api);
    const before = linkedPatientsOf(await stack.client.graphql(ME), 'me');

    const switched = await stack.client.graphql(SELECT_PATIENT, { patientId: 'pat-2' });
    const after = linkedPatientsOf(await stack.client.graphql(ME), 'me');

    const expected = [
      { patientId: 'pat-3', selected: false },
      { patientId: 'pat-1', selected: false },
      { patientId: 'pat-2', selected: true },
    ];
    expect(before.map((p) => p.patientId)).toEqual(expected.map((p) => p.patientId));
    expect(linkedPatientsOf(switched, 'selectPatient')).toEqual(expected);
    expect(after.map(({ patientId, selected }) => ({ patientId, selected }))).toEqual(expected);
  });

  it('refuses a patient the account cannot act for with patient.forbidden', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    const reply = await stack.client.graphql(SELECT_PATIENT, { patientId: 'someone-else' });
    expect(errorCodes(reply)).toEqual(['patient.forbidden']);
  });

  it('passes a 422 server message only when show=true, and its field reasons', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    stack.api.overrides.set('/v1/accounts/selected-patient', () => ({
      status: 422,
      body: {
        code: 'patient.notSelectable',
        message: 'This patient is being updated by the practice.',
        show: true,
        reasons: [{ field: 'patientId', reason: 'locked' }],
      },
    }));

    const shown = await stack.client.graphql(SELECT_PATIENT, { patientId: 'pat-1' });
    expect(shown.json.errors?.[0]?.extensions).toEqual({
      code: 'common.unexpected',
      serverMessage: 'This patient is being updated by the practice.',
      reasons: [{ field: 'patientId', reason: 'locked' }],
    });

    stack.api.overrides.set('/v1/accounts/selected-patient', () => ({
      status: 422,
      body: { code: 'patient.notSelectable', message: 'internal detail', show: false },
    }));
    const hidden = await stack.client.graphql(SELECT_PATIENT, { patientId: 'pat-1' });
    expect(hidden.json.errors?.[0]?.extensions).toEqual({ code: 'common.unexpected' });
    expect(hidden.text).not.toContain('internal detail');
  });
});
