import { describe, expect, it } from 'vitest';
import type { FrameAccountQuery } from '../gql/graphql';
import { guardRedirect } from './route-guard';

type Features = FrameAccountQuery['me']['features'];
const linkedWithPharmacy: Features = {
  hasPharmacy: true,
  im1Enabled: true,
  im1Linked: true,
  patientIntegration: true,
  canOrder: true,
  myGp: true,
  appointments: true,
  messages: true,
  medicalRecord: true,
  pharmacyServices: true,
  pharmacyServiceBooking: true,
};

/** Every rule that needs a nominated pharmacy: all but `signedIn` (and `public`, which is never judged). */
const pharmacyRules = [
  'needsPharmacy',
  'needsIm1',
  'im1Check',
  'needsIntegration',
  'canOrder',
  'myGp',
  'appointments',
  'messages',
  'medicalRecord',
  'pharmacyServices',
  'pharmacyServiceBooking',
] as const;

describe('guardRedirect (spec part 1 §2 route guard rules)', () => {
  it('lets everything through for a linked patient with a pharmacy and an integration', () => {
    for (const rule of ['signedIn', ...pharmacyRules] as const) {
      expect(guardRedirect(rule, linkedWithPharmacy)).toBeUndefined();
    }
  });

  it('sends a patient without a pharmacy to /choose-pharmacy from every route but signedIn ones', () => {
    const noPharmacy = { ...linkedWithPharmacy, hasPharmacy: false };
    expect(guardRedirect('signedIn', noPharmacy)).toBeUndefined();
    for (const rule of pharmacyRules) {
      expect(guardRedirect(rule, noPharmacy)).toBe('/choose-pharmacy');
    }
  });

  it('sends home from IM1 routes when IM1 is off, and from IM1-check routes when not linked', () => {
    const im1Off = { ...linkedWithPharmacy, im1Enabled: false, im1Linked: false };
    expect(guardRedirect('needsIm1', im1Off)).toBe('/');
    expect(guardRedirect('im1Check', im1Off)).toBe('/');
    const unlinked = { ...linkedWithPharmacy, im1Linked: false };
    expect(guardRedirect('needsIm1', unlinked)).toBeUndefined();
    expect(guardRedirect('im1Check', unlinked)).toBe('/');
  });

  it('sends home from integration routes without a patient integration', () => {
    expect(
      guardRedirect('needsIntegration', { ...linkedWithPharmacy, patientIntegration: false }),
    ).toBe('/');
  });

  it('sends home from the new-order flow a patient who can neither prescribe nor reorder manually', () => {
    expect(guardRedirect('canOrder', { ...linkedWithPharmacy, canOrder: false })).toBe('/');
  });

  it('sends home from My GP without a GP name and IM1 availability', () => {
    expect(guardRedirect('myGp', { ...linkedWithPharmacy, myGp: false })).toBe('/');
  });

  it('sends home from messages when the practice has them off (spec part 2 §6)', () => {
    expect(guardRedirect('messages', { ...linkedWithPharmacy, messages: false })).toBe('/');
  });

  it('sends home from the medical record when the practice has it off (spec part 2 §6)', () => {
    expect(guardRedirect('medicalRecord', { ...linkedWithPharmacy, medicalRecord: false })).toBe(
      '/',
    );
  });

  it('sends home from appointments when the practice has them off (spec part 2 §6)', () => {
    expect(guardRedirect('appointments', { ...linkedWithPharmacy, appointments: false })).toBe('/');
  });

  it('sends home from pharmacy services when the configuration flag is off, and from booking when the pharmacy takes none (spec part 2 §6)', () => {
    const flagOff = {
      ...linkedWithPharmacy,
      pharmacyServices: false,
      pharmacyServiceBooking: false,
    };
    expect(guardRedirect('pharmacyServices', flagOff)).toBe('/');
    const notTaking = { ...linkedWithPharmacy, pharmacyServiceBooking: false };
    expect(guardRedirect('pharmacyServices', notTaking)).toBeUndefined();
    expect(guardRedirect('pharmacyServiceBooking', notTaking)).toBe('/');
  });
});
