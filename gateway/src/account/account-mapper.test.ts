import { describe, expect, it } from 'vitest';
import { fakeAccountDetails, fakeMobileConfig } from '../testing/fake-rest-api';
import type { RestLinkedPatient, RestPatient } from '../upstream/rest-api-types';
import { mapLinkedPatients, mapMe } from './account-mapper';

const alex = { id: 'p-alex', firstName: 'Alex', lastName: 'Morgan' };
const sam = { id: 'p-sam', firstName: 'Sam', lastName: 'Morgan' };
const jo = { id: 'p-jo', firstName: 'Jo', lastName: 'Morgan' };

function linked(patient: typeof alex): RestLinkedPatient {
  return {
    patientId: patient.id,
    fullName: `${patient.firstName} ${patient.lastName}`,
    ownPatient: patient === alex,
  };
}

describe('mapLinkedPatients', () => {
  it('includes the active patient, selected, with the full name of its first and last names', () => {
    expect(mapLinkedPatients([linked(sam), linked(jo)], alex)).toEqual([
      { patientId: 'p-alex', fullName: 'Alex Morgan', selected: true },
      { patientId: 'p-jo', fullName: 'Jo Morgan', selected: false },
      { patientId: 'p-sam', fullName: 'Sam Morgan', selected: false },
    ]);
  });

  it('keeps one order whoever is active, however the API orders the others', () => {
    // docs/rest-api.md: the others only, the account's own patient (Alex) first, then by name.
    const asAlex = mapLinkedPatients([linked(jo), linked(sam)], alex);
    const asSam = mapLinkedPatients([linked(alex), linked(jo)], sam);
    const asJo = mapLinkedPatients([linked(alex), linked(sam)], jo);

    const order = ['p-alex', 'p-jo', 'p-sam'];
    for (const list of [asAlex, asSam, asJo]) expect(list.map((p) => p.patientId)).toEqual(order);
    expect(asSam.filter((p) => p.selected).map((p) => p.patientId)).toEqual(['p-sam']);
    expect(asJo.filter((p) => p.selected).map((p) => p.patientId)).toEqual(['p-jo']);
  });

  it('lists each patient once, the active one too when the API lists it among the others', () => {
    const listed = mapLinkedPatients(
      [
        linked(sam),
        { patientId: 'p-alex', fullName: 'Alex Morgan', ownPatient: true },
        linked(sam),
      ],
      alex,
    );
    expect(listed).toEqual([
      { patientId: 'p-alex', fullName: 'Alex Morgan', selected: true },
      { patientId: 'p-sam', fullName: 'Sam Morgan', selected: false },
    ]);
  });

  it('orders patients of the same name by id', () => {
    const twin = { ...sam, id: 'p-another-sam' };
    expect(mapLinkedPatients([linked(twin)], sam).map((p) => p.patientId)).toEqual([
      'p-another-sam',
      'p-sam',
    ]);
    expect(mapLinkedPatients([linked(sam)], twin).map((p) => p.patientId)).toEqual([
      'p-another-sam',
      'p-sam',
    ]);
  });

  it('lists the active patient alone when the API names no others', () => {
    expect(mapLinkedPatients([], { id: '7', firstName: ' Cher ', lastName: '' })).toEqual([
      { patientId: '7', fullName: 'Cher', selected: true },
    ]);
  });
});

describe('mapMe linked patients and multiPatient', () => {
  const details = fakeAccountDetails();
  const patient: RestPatient = { ...details.patient!, ...alex, iM1Available: true };

  it('counts a single patient, listed as the active one, as not multi-patient', () => {
    const me = mapMe({ config: fakeMobileConfig(), accountDetails: { ...details, patient } });
    expect(me.linkedPatients).toEqual([
      { patientId: 'p-alex', fullName: 'Alex Morgan', selected: true },
    ]);
    expect(me.features.multiPatient).toBe(false);
  });

  it('counts the active patient once beside the others', () => {
    const me = mapMe({
      config: fakeMobileConfig(),
      accountDetails: { ...details, patient, linkedPatients: [linked(sam)] },
    });
    expect(me.linkedPatients.map((p) => [p.patientId, p.selected])).toEqual([
      ['p-alex', true],
      ['p-sam', false],
    ]);
    expect(me.features.multiPatient).toBe(true);
  });
});
