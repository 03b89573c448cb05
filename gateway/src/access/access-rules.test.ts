import { describe, expect, it } from 'vitest';
import { deriveFeatures, type AccessFacts } from './access-rules';

/** An IM1-linked patient with everything on: each test switches off what its rule needs. */
function facts(overrides: {
  config?: Partial<AccessFacts['config']>;
  account?: Partial<AccessFacts['account']>;
  patient?: Partial<AccessFacts['patient']>;
  pharmacy?: Partial<NonNullable<AccessFacts['pharmacy']>> | null;
  integrationSettings?: Partial<NonNullable<AccessFacts['integrationSettings']>> | null;
  linkedPatients?: AccessFacts['linkedPatients'];
}): AccessFacts {
  return {
    config: {
      featureIM1: true,
      featurePharmacyServiceBooking: true,
      featureAllergyTesting: true,
      featureCovidVaccination: true,
      featureEmailChange: 'Enabled',
      betaFeatures: {
        autoReorderReminders: true,
        manualReorderReminders: true,
        autoDailyReminders: true,
        manualDailyReminders: true,
      },
      ...overrides.config,
    },
    account: {
      hasPatientIntegration: false,
      allowBetaFeatures: true,
      nhsLoginSub: null,
      ...overrides.account,
    },
    patient: {
      id: 'p1',
      pharmacyId: 'ph1',
      gpName: 'Gosforth Surgery',
      iM1Available: true,
      iM1ReminderClosed: false,
      allowManualReordering: false,
      patientIntegration: { integrationType: 0, odsCode: 'A12345' },
      ...overrides.patient,
    },
    pharmacy:
      overrides.pharmacy === null
        ? null
        : {
            isServiceBookingEnabled: true,
            ownershipType: 'Owned',
            hasPromoteServiceCard: true,
            promotedServices: [{ serviceId: 's1', serviceCardText: 'Flu jabs' }],
            ...overrides.pharmacy,
          },
    integrationSettings:
      overrides.integrationSettings === null
        ? null
        : {
            appointmentsEnabled: true,
            practicePatientCommunicationEnabled: true,
            medicalRecordEnabled: true,
            prescribingEnabled: true,
            showMessageSubjects: true,
            ...overrides.integrationSettings,
          },
    linkedPatients: overrides.linkedPatients ?? [],
  };
}

const unlinked = {
  patient: { iM1Available: false, patientIntegration: null },
  integrationSettings: null,
};

describe('deriveFeatures', () => {
  it('hasPharmacy: true with a nominated pharmacy, false without one', () => {
    expect(deriveFeatures(facts({})).hasPharmacy).toBe(true);
    expect(
      deriveFeatures(facts({ patient: { pharmacyId: null }, pharmacy: null })).hasPharmacy,
    ).toBe(false);
    // An id whose pharmacy no longer exists cannot be used either.
    expect(deriveFeatures(facts({ pharmacy: null })).hasPharmacy).toBe(false);
  });

  it('im1Enabled follows featureIM1', () => {
    expect(deriveFeatures(facts({})).im1Enabled).toBe(true);
    expect(deriveFeatures(facts({ config: { featureIM1: false } })).im1Enabled).toBe(false);
  });

  it('im1Linked needs IM1 in config and an IM1-available patient', () => {
    expect(deriveFeatures(facts({})).im1Linked).toBe(true);
    expect(deriveFeatures(facts({ patient: { iM1Available: false } })).im1Linked).toBe(false);
    expect(deriveFeatures(facts({ config: { featureIM1: false } })).im1Linked).toBe(false);
  });

  it('patientIntegration: the account registered with NHS login or the patient has a GP integration', () => {
    expect(deriveFeatures(facts({})).patientIntegration).toBe(true);
    expect(
      deriveFeatures(
        facts({ account: { hasPatientIntegration: true }, patient: { patientIntegration: null } }),
      ).patientIntegration,
    ).toBe(true);
    expect(
      deriveFeatures(facts({ patient: { patientIntegration: null } })).patientIntegration,
    ).toBe(false);
  });

  it('prescribing needs a linked patient and prescribingEnabled', () => {
    expect(deriveFeatures(facts({})).prescribing).toBe(true);
    expect(
      deriveFeatures(facts({ integrationSettings: { prescribingEnabled: false } })).prescribing,
    ).toBe(false);
    expect(deriveFeatures(facts({ patient: { iM1Available: false } })).prescribing).toBe(false);
    expect(deriveFeatures(facts({ config: { featureIM1: false } })).prescribing).toBe(false);
  });

  it('manualReordering: unlinked patients with allowManualReordering only', () => {
    expect(
      deriveFeatures(
        facts({ ...unlinked, patient: { ...unlinked.patient, allowManualReordering: true } }),
      ).manualReordering,
    ).toBe(true);
    expect(deriveFeatures(facts(unlinked)).manualReordering).toBe(false);
    // A linked patient orders through prescribing, not manual items.
    expect(
      deriveFeatures(facts({ patient: { allowManualReordering: true } })).manualReordering,
    ).toBe(false);
  });

  it('canOrder: prescribing or manual reordering', () => {
    expect(deriveFeatures(facts({})).canOrder).toBe(true);
    expect(
      deriveFeatures(
        facts({ ...unlinked, patient: { ...unlinked.patient, allowManualReordering: true } }),
      ).canOrder,
    ).toBe(true);
    expect(deriveFeatures(facts(unlinked)).canOrder).toBe(false);
    expect(
      deriveFeatures(facts({ integrationSettings: { prescribingEnabled: false } })).canOrder,
    ).toBe(false);
  });

  it('appointments need IM1 linkage and appointmentsEnabled', () => {
    expect(deriveFeatures(facts({})).appointments).toBe(true);
    expect(
      deriveFeatures(facts({ integrationSettings: { appointmentsEnabled: false } })).appointments,
    ).toBe(false);
    expect(deriveFeatures(facts({ config: { featureIM1: false } })).appointments).toBe(false);
    expect(deriveFeatures(facts(unlinked)).appointments).toBe(false);
  });

  it('messages need IM1 linkage and practicePatientCommunicationEnabled', () => {
    expect(deriveFeatures(facts({})).messages).toBe(true);
    expect(
      deriveFeatures(facts({ integrationSettings: { practicePatientCommunicationEnabled: false } }))
        .messages,
    ).toBe(false);
    expect(deriveFeatures(facts(unlinked)).messages).toBe(false);
  });

  it('message subjects show only with messages and showMessageSubjects', () => {
    expect(deriveFeatures(facts({})).messageSubjects).toBe(true);
    expect(
      deriveFeatures(facts({ integrationSettings: { showMessageSubjects: false } }))
        .messageSubjects,
    ).toBe(false);
    expect(
      deriveFeatures(facts({ integrationSettings: { practicePatientCommunicationEnabled: false } }))
        .messageSubjects,
    ).toBe(false);
  });

  it('medicalRecord needs IM1 linkage and medicalRecordEnabled', () => {
    expect(deriveFeatures(facts({})).medicalRecord).toBe(true);
    expect(
      deriveFeatures(facts({ integrationSettings: { medicalRecordEnabled: false } })).medicalRecord,
    ).toBe(false);
    expect(deriveFeatures(facts({ patient: { iM1Available: false } })).medicalRecord).toBe(false);
  });

  it('pharmacyServices needs featurePharmacyServiceBooking and a pharmacy, taking bookings or not', () => {
    expect(deriveFeatures(facts({})).pharmacyServices).toBe(true);
    expect(
      deriveFeatures(facts({ pharmacy: { isServiceBookingEnabled: false } })).pharmacyServices,
    ).toBe(true);
    expect(
      deriveFeatures(facts({ config: { featurePharmacyServiceBooking: false } })).pharmacyServices,
    ).toBe(false);
    expect(deriveFeatures(facts({ pharmacy: null })).pharmacyServices).toBe(false);
  });

  it('pharmacyServiceBooking needs featurePharmacyServiceBooking and the pharmacy taking bookings', () => {
    expect(deriveFeatures(facts({})).pharmacyServiceBooking).toBe(true);
    expect(
      deriveFeatures(facts({ config: { featurePharmacyServiceBooking: false } }))
        .pharmacyServiceBooking,
    ).toBe(false);
    expect(
      deriveFeatures(facts({ pharmacy: { isServiceBookingEnabled: false } }))
        .pharmacyServiceBooking,
    ).toBe(false);
    expect(deriveFeatures(facts({ pharmacy: null })).pharmacyServiceBooking).toBe(false);
  });

  it('myGp needs a GP name and IM1 availability', () => {
    expect(deriveFeatures(facts({})).myGp).toBe(true);
    expect(deriveFeatures(facts({ patient: { gpName: null } })).myGp).toBe(false);
    expect(deriveFeatures(facts({ patient: { gpName: '  ' } })).myGp).toBe(false);
    expect(deriveFeatures(facts({ patient: { iM1Available: false } })).myGp).toBe(false);
    expect(deriveFeatures(facts({ config: { featureIM1: false } })).myGp).toBe(false);
  });

  it('linkPrompt: unlinked patients who have not dismissed it, when IM1 is enabled', () => {
    expect(deriveFeatures(facts(unlinked)).linkPrompt).toBe(true);
    expect(deriveFeatures(facts({})).linkPrompt).toBe(false);
    expect(
      deriveFeatures(
        facts({ ...unlinked, patient: { ...unlinked.patient, iM1ReminderClosed: true } }),
      ).linkPrompt,
    ).toBe(false);
    expect(deriveFeatures(facts({ ...unlinked, config: { featureIM1: false } })).linkPrompt).toBe(
      false,
    );
  });

  it('multiPatient: more than one distinct patient, whether or not the active one is listed', () => {
    expect(deriveFeatures(facts({ linkedPatients: [{ patientId: 'p2' }] })).multiPatient).toBe(
      true,
    );
    expect(
      deriveFeatures(facts({ linkedPatients: [{ patientId: 'p1' }, { patientId: 'p2' }] }))
        .multiPatient,
    ).toBe(true);
    expect(deriveFeatures(facts({ linkedPatients: [] })).multiPatient).toBe(false);
    expect(deriveFeatures(facts({ linkedPatients: [{ patientId: 'p1' }] })).multiPatient).toBe(
      false,
    );
  });

  it('allergyTesting follows featureAllergyTesting', () => {
    expect(deriveFeatures(facts({})).allergyTesting).toBe(true);
    expect(deriveFeatures(facts({ config: { featureAllergyTesting: false } })).allergyTesting).toBe(
      false,
    );
  });

  it('covidVaccination needs featureCovidVaccination and an Owned pharmacy', () => {
    expect(deriveFeatures(facts({})).covidVaccination).toBe(true);
    expect(
      deriveFeatures(facts({ config: { featureCovidVaccination: false } })).covidVaccination,
    ).toBe(false);
    expect(
      deriveFeatures(facts({ pharmacy: { ownershipType: 'Independent' } })).covidVaccination,
    ).toBe(false);
    expect(deriveFeatures(facts({ pharmacy: null })).covidVaccination).toBe(false);
  });

  it('promotedServices: the pharmacy promotes a service card with at least one service', () => {
    expect(deriveFeatures(facts({})).promotedServices).toBe(true);
    expect(
      deriveFeatures(facts({ pharmacy: { hasPromoteServiceCard: false } })).promotedServices,
    ).toBe(false);
    expect(deriveFeatures(facts({ pharmacy: { promotedServices: [] } })).promotedServices).toBe(
      false,
    );
    expect(deriveFeatures(facts({ pharmacy: null })).promotedServices).toBe(false);
  });

  it('connectGp: an unlinked patient may connect to their GP when IM1 is enabled, dismissed banner or not', () => {
    expect(deriveFeatures(facts({})).connectGp).toBe(false);
    expect(deriveFeatures(facts(unlinked)).connectGp).toBe(true);
    expect(
      deriveFeatures(
        facts({ ...unlinked, patient: { ...unlinked.patient, iM1ReminderClosed: true } }),
      ).connectGp,
    ).toBe(true);
    expect(deriveFeatures(facts({ ...unlinked, config: { featureIM1: false } })).connectGp).toBe(
      false,
    );
  });

  describe('reminders (spec part 2 §6: beta flags combined with allowBetaFeatures)', () => {
    const allOff = {
      autoReorderReminders: false,
      manualReorderReminders: false,
      autoDailyReminders: false,
      manualDailyReminders: false,
    };
    const reminderFeatures = (overrides: Parameters<typeof facts>[0]) => {
      const {
        reminders,
        reorderReminders,
        manualReorderReminders,
        dailyReminders,
        manualDailyReminders,
      } = deriveFeatures(facts(overrides));
      return {
        reminders,
        reorderReminders,
        manualReorderReminders,
        dailyReminders,
        manualDailyReminders,
      };
    };

    it('opens every reminder feature whose flag is on to an account taking part in beta features', () => {
      expect(reminderFeatures({})).toEqual({
        reminders: true,
        reorderReminders: true,
        manualReorderReminders: true,
        dailyReminders: true,
        manualDailyReminders: true,
      });
    });

    it('opens none to an account without allowBetaFeatures, whatever the flags', () => {
      expect(reminderFeatures({ account: { allowBetaFeatures: false } })).toEqual({
        reminders: false,
        reorderReminders: false,
        manualReorderReminders: false,
        dailyReminders: false,
        manualDailyReminders: false,
      });
    });

    it('lists auto-generated reminders without offering to add any when only the auto flags are on', () => {
      const config = {
        betaFeatures: { ...allOff, autoReorderReminders: true, autoDailyReminders: true },
      };
      expect(reminderFeatures({ config })).toEqual({
        reminders: true,
        reorderReminders: true,
        manualReorderReminders: false,
        dailyReminders: true,
        manualDailyReminders: false,
      });
    });

    it('keeps each kind to its own flags, and closes the screen when all four are off', () => {
      expect(
        reminderFeatures({ config: { betaFeatures: { ...allOff, manualDailyReminders: true } } }),
      ).toEqual({
        reminders: true,
        reorderReminders: false,
        manualReorderReminders: false,
        dailyReminders: true,
        manualDailyReminders: true,
      });
      expect(reminderFeatures({ config: { betaFeatures: allOff } }).reminders).toBe(false);
    });
  });

  describe('My profile (spec part 2 §6)', () => {
    const profile = (overrides: Parameters<typeof facts>[0]) => {
      const { emailChange, profileEditing, passwordReset } = deriveFeatures(facts(overrides));
      return { emailChange, profileEditing, passwordReset };
    };
    const unlinked = { patient: { iM1Available: false, patientIntegration: null } };

    it('lets a patient without GP integration edit, whatever the flag', () => {
      expect(profile({ ...unlinked, config: { featureEmailChange: 'Disabled' } })).toEqual({
        emailChange: false,
        profileEditing: true,
        passwordReset: true,
      });
    });

    it('lets an integrated password account edit only while the flag is on', () => {
      expect(profile({}).profileEditing).toBe(true);
      expect(profile({ config: { featureEmailChange: 'Disabled' } }).profileEditing).toBe(false);
    });

    it('restricts an NHS login account with an integration and hides its password reset', () => {
      expect(
        profile({ account: { hasPatientIntegration: true, nhsLoginSub: 'sub-1' }, ...unlinked }),
      ).toEqual({ emailChange: true, profileEditing: false, passwordReset: false });
    });
  });
});
