import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkToGp } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';

const LINKED_PATIENTS = /* GraphQL */ `
  query MyLinkedPatients {
    myLinkedPatients {
      patientId
      fullName
      selected
      deletable
    }
  }
`;
const MY_GP = /* GraphQL */ `
  query MyGp {
    myGp {
      gpName
      address1
      address4
      postcode
      telephone
      doctorName
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation DeletePatient($patientId: ID!) {
    deletePatient(patientId: $patientId) {
      linkedPatients {
        patientId
      }
    }
  }
`;
const DEREGISTER = /* GraphQL */ `
  mutation Deregister {
    deregister {
      features {
        im1Linked
        myGp
      }
    }
  }
`;

let stack: FakeStack;
beforeEach(async () => {
  stack = await startFakeStack();
  await stack.signIn();
});
afterEach(() => stack.stop());

/** The fake patient (pat-1), linked, acting by proxy: own patient acc-own, and another, pat-2. */
function actForProxy(): void {
  linkToGp(stack.api);
  stack.api.accountDetails.linkedPatients = [
    { patientId: 'pat-own', fullName: 'Owen Own', ownPatient: true },
    { patientId: 'pat-2', fullName: 'Zoe Other', ownPatient: false },
  ];
}

describe('myLinkedPatients', () => {
  it('lets neither the active patient nor the account’s own be deleted', async () => {
    actForProxy();
    const reply = await stack.client.graphql(LINKED_PATIENTS);
    expect(reply.json.data).toEqual({
      myLinkedPatients: [
        { patientId: 'pat-own', fullName: 'Owen Own', selected: false, deletable: false },
        { patientId: 'pat-1', fullName: 'Pat Example', selected: true, deletable: false },
        { patientId: 'pat-2', fullName: 'Zoe Other', selected: false, deletable: true },
      ],
    });
  });
});

describe('myGp', () => {
  it('gives the practice, address and usual doctor of a linked patient with a GP name', async () => {
    linkToGp(stack.api);
    const patient = stack.api.accountDetails.patient;
    if (!patient) throw new Error('no patient');
    stack.api.accountDetails.patient = {
      ...patient,
      gpAddress1: '2 Mill Lane',
      gpAddress4: 'Newcastle upon Tyne',
      gpPostcode: 'NE3 4AB',
      gpContactNumber: '0191 496 0100',
      doctorName: null,
    };
    expect((await stack.client.graphql(MY_GP)).json.data).toEqual({
      myGp: {
        gpName: 'Gosforth Surgery',
        address1: '2 Mill Lane',
        address4: 'Newcastle upon Tyne',
        postcode: 'NE3 4AB',
        telephone: '0191 496 0100',
        doctorName: null,
      },
    });
  });

  it('is null for a patient who is not linked (features.myGp false)', async () => {
    expect((await stack.client.graphql(MY_GP)).json.data).toEqual({ myGp: null });
  });
});

describe('deletePatient', () => {
  it('sends the patient id and answers me afresh', async () => {
    actForProxy();
    stack.api.overrides.set('/v1/patients/delete', () => {
      stack.api.accountDetails.linkedPatients = [
        { patientId: 'pat-own', fullName: 'Owen Own', ownPatient: true },
      ];
      return { status: 204 };
    });
    const reply = await stack.client.graphql(DELETE, { patientId: ' pat-2 ' });
    expect(reply.json.errors).toBeUndefined();
    expect(stack.api.callsTo('/v1/patients/delete').map((call) => call.body)).toEqual([
      { patientId: 'pat-2' },
    ]);
    expect(reply.json.data).toEqual({
      deletePatient: { linkedPatients: [{ patientId: 'pat-own' }, { patientId: 'pat-1' }] },
    });
  });

  it.each([
    [403, 'patient.forbidden'],
    [409, 'patient.active'],
    [500, 'server.error'],
  ])('turns a %i (%s) into myDetails.deletePatientFailed', async (status, code) => {
    actForProxy();
    stack.api.overrides.set('/v1/patients/delete', () => ({
      status,
      body: { code, message: 'fake', show: false },
    }));
    const reply = await stack.client.graphql(DELETE, { patientId: 'pat-2' });
    expect(errorCodes(reply)).toEqual(['myDetails.deletePatientFailed']);
  });

  it('refuses a blank id without calling the API', async () => {
    const reply = await stack.client.graphql(DELETE, { patientId: '  ' });
    expect(errorCodes(reply)).toEqual(['myDetails.deletePatientFailed']);
    expect(stack.api.callsTo('/v1/patients/delete')).toHaveLength(0);
  });
});

describe('deregister', () => {
  it('posts with no patient named and answers me without the GP features', async () => {
    linkToGp(stack.api);
    stack.api.overrides.set('/v1/im1/deregister', () => {
      const patient = stack.api.accountDetails.patient;
      if (!patient) throw new Error('no patient');
      stack.api.accountDetails = {
        ...stack.api.accountDetails,
        patient: { ...patient, iM1Available: false, gpName: null, patientIntegration: null },
      };
      delete stack.api.accountDetails.integrationSettings;
      delete stack.api.accountDetails.linkedPatients;
      return { status: 204 };
    });
    const reply = await stack.client.graphql(DEREGISTER);
    expect(stack.api.callsTo('/v1/im1/deregister').map((call) => call.body)).toEqual([{}]);
    expect(reply.json.data).toEqual({
      deregister: { features: { im1Linked: false, myGp: false } },
    });
  });

  it('turns a failure into myDetails.deregisterFailed', async () => {
    linkToGp(stack.api);
    stack.api.overrides.set('/v1/im1/deregister', () => ({
      status: 422,
      body: { code: 'im1.notAvailable', message: 'fake', show: false },
    }));
    expect(errorCodes(await stack.client.graphql(DEREGISTER))).toEqual([
      'myDetails.deregisterFailed',
    ]);
  });
});
