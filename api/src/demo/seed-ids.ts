/**
 * Stable identifiers of the demo data (./seed.ts), so tests and later issues can refer to seeded rows.
 * Never reuse or renumber one: development databases keep rows seeded under these ids.
 */

/** The password of every seeded account. */
export const SEED_PASSWORD = 'Password123!';

export const seedPharmacyIds = {
  /** Owned by the provider: promotes services, takes service bookings, shows the vaccination card. */
  gosforthOwned: '5eed0000-0000-4000-8000-000000000101',
  /** Independent, no bookings. */
  jesmondIndependent: '5eed0000-0000-4000-8000-000000000102',
  /** Partner pharmacy taking bookings, no promoted services. */
  quaysidePartner: '5eed0000-0000-4000-8000-000000000103',
  /** Not shown on the map (visibleOnMap false). */
  hiddenFromMap: '5eed0000-0000-4000-8000-000000000104',
} as const;

/** Services promoted by the owned pharmacy; issue #5's pharmacy services should reuse these ids. */
export const seedPromotedServiceIds = {
  fluVaccination: '5eed0000-0000-4000-8000-000000000501',
  bloodPressureCheck: '5eed0000-0000-4000-8000-000000000502',
} as const;

export const seedPracticeOdsCodes = {
  /** EMIS-like GP system, everything enabled. */
  emis: 'A12345',
  /** TPP-like GP system (integrationType 1), comments required on prescription requests. */
  tpp: 'B67890',
  /** EMIS-like, appointments on but no sessions at all: 'No slots available.' (issue #15). */
  noSlots: 'C24680',
  /** EMIS-like, appointments off (appointmentsEnabled false): the appointments route sends home. */
  appointmentsOff: 'D13579',
  /** EMIS-like, messages off (practicePatientCommunicationEnabled false): the messages routes send home. */
  messagesOff: 'F86420',
  /** EMIS-like, medical record off (medicalRecordEnabled false): the medical record route sends home (issue #18). */
  recordOff: 'E97531',
} as const;

export const seedAccountIds = {
  alexLinked: '5eed0000-0000-4000-8000-000000000201',
  taraTpp: '5eed0000-0000-4000-8000-000000000202',
  morganManual: '5eed0000-0000-4000-8000-000000000203',
  ninaNoPharmacy: '5eed0000-0000-4000-8000-000000000204',
  unaUnverified: '5eed0000-0000-4000-8000-000000000205',
  vicVerified: '5eed0000-0000-4000-8000-000000000206',
  leeLocked: '5eed0000-0000-4000-8000-000000000207',
  nadiaNhsLogin: '5eed0000-0000-4000-8000-000000000208',
  ellisNoCourses: '5eed0000-0000-4000-8000-000000000209',
  /** Casey acts for Drew; the My details journeys delete, deregister and restore here (issue #13). */
  caseyCarer: '5eed0000-0000-4000-8000-000000000d01',
  /** Acts for exactly one other patient: multi-patient info shows itself (issue #13). */
  ritaOneProxy: '5eed0000-0000-4000-8000-00000000020a',
  /** The appointments journeys book and cancel here; no other spec depends on its data (issue #15). */
  avaAppointments: '5eed0000-0000-4000-8000-000000000e01',
  /** At the TPP-like practice: the booking reason is required (appointmentReasonRequired). */
  tobyReasonRequired: '5eed0000-0000-4000-8000-000000000e02',
  /** At the practice with no appointment sessions. */
  noelNoSlots: '5eed0000-0000-4000-8000-000000000e03',
  /** At the practice with appointments off. */
  oliveAppointmentsOff: '5eed0000-0000-4000-8000-000000000e04',
  /** The messages journeys write, reply and delete here; subjects on (issue #16). */
  miaMessages: '5eed0000-0000-4000-8000-000000000f31',
  /** At the TPP-like practice, which does not show message subjects. */
  theoNoSubjects: '5eed0000-0000-4000-8000-000000000f32',
  /** At the practice with messages off. */
  maxMessagesOff: '5eed0000-0000-4000-8000-000000000f33',
  /** At the practice with the medical record off (issue #18). */
  rubyRecordOff: '5eed0000-0000-4000-8000-000000000f01',
  /** Two upcoming pharmacy-service bookings (video and in person) to list and cancel (issue #17). */
  piaPharmacyServices: '5eed0000-0000-4000-8000-000000001701',
  /** No bookings, at the pharmacy that takes them: the booking journeys book here (issue #17). */
  bobBookService: '5eed0000-0000-4000-8000-000000001702',
  /** Nominated pharmacy does not take bookings (issue #17). */
  nicoNoBookings: '5eed0000-0000-4000-8000-000000001703',
  /** The My profile journeys edit the profile and change the email here; nothing else uses it (issue #19). */
  piaProfile: '5eed0000-0000-4000-8000-000000000a19',
  /** Has the mobile app and reminders on; the notifications journeys change preferences here (issue #19). */
  noraNotifications: '5eed0000-0000-4000-8000-000000000a91',
} as const;

export const seedEmails = {
  alexLinked: 'alex.linked@example.com',
  taraTpp: 'tara.tpp@example.com',
  morganManual: 'morgan.manual@example.com',
  ninaNoPharmacy: 'nina.nopharmacy@example.com',
  unaUnverified: 'una.unverified@example.com',
  vicVerified: 'vic.verified@example.com',
  leeLocked: 'lee.locked@example.com',
  nadiaNhsLogin: 'nadia.nhslogin@example.com',
  ellisNoCourses: 'ellis.nocourses@example.com',
  caseyCarer: 'casey.carer@example.com',
  ritaOneProxy: 'rita.oneproxy@example.com',
  avaAppointments: 'ava.appointments@example.com',
  tobyReasonRequired: 'toby.reasonrequired@example.com',
  noelNoSlots: 'noel.noslots@example.com',
  oliveAppointmentsOff: 'olive.appointmentsoff@example.com',
  miaMessages: 'mia.messages@example.com',
  theoNoSubjects: 'theo.nosubjects@example.com',
  maxMessagesOff: 'max.messagesoff@example.com',
  rubyRecordOff: 'ruby.recordoff@example.com',
  piaPharmacyServices: 'pia.pharmacyservices@example.com',
  bobBookService: 'bob.bookservice@example.com',
  nicoNoBookings: 'nico.nobookings@example.com',
  piaProfile: 'pia.profile@example.com',
  noraNotifications: 'nora.notifications@example.com',
} as const satisfies Record<keyof typeof seedAccountIds, string>;

export const seedPatientIds = {
  /** Alex's own patient. */
  alexMorgan: '5eed0000-0000-4000-8000-000000000301',
  /** Proxy patients Alex acts for (same practice). */
  samMorgan: '5eed0000-0000-4000-8000-000000000302',
  joMorgan: '5eed0000-0000-4000-8000-000000000303',
  taraTaylor: '5eed0000-0000-4000-8000-000000000304',
  morganReed: '5eed0000-0000-4000-8000-000000000305',
  ninaNorth: '5eed0000-0000-4000-8000-000000000306',
  leeLockwood: '5eed0000-0000-4000-8000-000000000307',
  nadiaNash: '5eed0000-0000-4000-8000-000000000308',
  /** IM1-linked and prescribing, but the GP record holds no repeat courses. */
  ellisEvans: '5eed0000-0000-4000-8000-000000000309',
  /** Casey's own patient: IM1-linked, no usual doctor ('none chosen'). */
  caseyCarter: '5eed0000-0000-4000-8000-000000000d11',
  /** The proxy patient Casey acts for. */
  drewCarter: '5eed0000-0000-4000-8000-000000000d12',
  /**
   * A spare proxy patient, linked to no account by the seed: a journey links it to Casey
   * (POST /v1/dev/demo/spare-patient) and then deletes it, so the demo's own patients stay.
   */
  finleyCarter: '5eed0000-0000-4000-8000-000000000d13',
  /** Rita's own patient and the one other she acts for (proxy access). */
  ritaRowe: '5eed0000-0000-4000-8000-00000000030a',
  deeRowe: '5eed0000-0000-4000-8000-00000000030b',
  /** IM1-linked at the practice with the medical record off (issue #18). */
  rubyRoss: '5eed0000-0000-4000-8000-000000000f11',
  /** Pia's own patient: not IM1-linked, so every profile field may be edited (spec part 2 §6). */
  piaPrice: '5eed0000-0000-4000-8000-000000000a29',
  /** Nora's own patient: not IM1-linked; her account has the patient integration (issue #19). */
  noraNewton: '5eed0000-0000-4000-8000-000000000a92',
} as const;

/** The pharmacy-services patients (issue #17), one per account of the same name in seedAccountIds. */
export const seedPharmacyServicePatientIds = {
  piaPharmacyServices: '5eed0000-0000-4000-8000-000000001711',
  bobBookService: '5eed0000-0000-4000-8000-000000001712',
  nicoNoBookings: '5eed0000-0000-4000-8000-000000001713',
} as const;

/**
 * The demo pharmacies' bookable services (issue #17, spec part 2 §3 Pharmacy service). The owned pharmacy's
 * flu vaccination and blood pressure check are the services it promotes (seedPromotedServiceIds).
 */
export const seedPharmacyServiceIds = {
  gosforthFlu: seedPromotedServiceIds.fluVaccination,
  gosforthBloodPressure: seedPromotedServiceIds.bloodPressureCheck,
  gosforthContraceptionVideo: '5eed0000-0000-4000-8000-000000001721',
  gosforthTravelExternal: '5eed0000-0000-4000-8000-000000001722',
  gosforthCovidEnded: '5eed0000-0000-4000-8000-000000001723',
  gosforthHayFeverInactive: '5eed0000-0000-4000-8000-000000001724',
  quaysidePharmacyFirst: '5eed0000-0000-4000-8000-000000001731',
  quaysideFlu: '5eed0000-0000-4000-8000-000000001732',
  jesmondBloodPressure: '5eed0000-0000-4000-8000-000000001741',
} as const;

/** Pia's seeded bookings (seed-pharmacy-services.ts). */
export const seedServiceBookingIds = {
  piaVideo: '5eed0000-0000-4000-8000-000000001751',
  piaInPerson: '5eed0000-0000-4000-8000-000000001752',
} as const;

/** The GP record of Ruby Ross (seedPatientIds.rubyRoss), linked by the seed, not for registration. */
export const seedRecordOffGpRecord = {
  odsCode: seedPracticeOdsCodes.recordOff,
  gpAccountId: '5000501',
  linkageKey: 'LKRUBY500501',
  firstName: 'Ruby',
  lastName: 'Ross',
  dateOfBirth: '1958-10-07',
  usualDoctorName: null,
} as const;

/**
 * The appointments patients (issue #15), one per account of the same name in seedAccountIds, each linked to
 * the GP record of the same name in seedAppointmentGpRecords.
 */
export const seedAppointmentPatientIds = {
  avaAppointments: '5eed0000-0000-4000-8000-000000000e11',
  tobyReasonRequired: '5eed0000-0000-4000-8000-000000000e12',
  noelNoSlots: '5eed0000-0000-4000-8000-000000000e13',
  oliveAppointmentsOff: '5eed0000-0000-4000-8000-000000000e14',
} as const;

/** The GP records of the appointments patients, linked by the seed, not for registration. */
export const seedAppointmentGpRecords = {
  avaAppointments: {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000501',
    linkageKey: 'LKAVAA100501',
    firstName: 'Ava',
    lastName: 'Appleby',
    dateOfBirth: '1980-02-29',
    usualDoctorName: 'Dr Priya Shah',
  },
  tobyReasonRequired: {
    odsCode: seedPracticeOdsCodes.tpp,
    gpAccountId: '2000501',
    linkageKey: 'LKTOBY200501',
    firstName: 'Toby',
    lastName: 'Turner',
    dateOfBirth: '1975-07-14',
    usualDoctorName: 'Dr Owen Price',
  },
  noelNoSlots: {
    odsCode: seedPracticeOdsCodes.noSlots,
    gpAccountId: '3000501',
    linkageKey: 'LKNOEL300501',
    firstName: 'Noel',
    lastName: 'Nolan',
    dateOfBirth: '1988-12-25',
    usualDoctorName: null,
  },
  oliveAppointmentsOff: {
    odsCode: seedPracticeOdsCodes.appointmentsOff,
    gpAccountId: '4000501',
    linkageKey: 'LKOLIV400501',
    firstName: 'Olive',
    lastName: 'Oakes',
    dateOfBirth: '1966-03-03',
    usualDoctorName: null,
  },
} as const;

/**
 * The messages patients (issue #16), one per account of the same name in seedAccountIds, each linked to the GP
 * record of the same name in seedMessageGpRecords.
 */
export const seedMessagePatientIds = {
  miaMessages: '5eed0000-0000-4000-8000-000000000f41',
  theoNoSubjects: '5eed0000-0000-4000-8000-000000000f42',
  maxMessagesOff: '5eed0000-0000-4000-8000-000000000f43',
} as const;

/** The GP records of the messages patients, linked by the seed, not for registration. */
export const seedMessageGpRecords = {
  miaMessages: {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000601',
    linkageKey: 'LKMIAM100601',
    firstName: 'Mia',
    lastName: 'Mercer',
    dateOfBirth: '1987-05-09',
    usualDoctorName: 'Dr Priya Shah',
  },
  theoNoSubjects: {
    odsCode: seedPracticeOdsCodes.tpp,
    gpAccountId: '2000601',
    linkageKey: 'LKTHEO200601',
    firstName: 'Theo',
    lastName: 'Thorne',
    dateOfBirth: '1979-10-21',
    usualDoctorName: 'Dr Owen Price',
  },
  maxMessagesOff: {
    odsCode: seedPracticeOdsCodes.messagesOff,
    gpAccountId: '5000601',
    linkageKey: 'LKMAXM500601',
    firstName: 'Max',
    lastName: 'Milner',
    dateOfBirth: '1991-01-30',
    usualDoctorName: null,
  },
} as const;

/** Seeded message threads (api/src/demo/seed-messages.ts); put back by POST /v1/dev/demo/messages. */
export const seedMessageThreadIds = {
  miaRepeatUnread: '5eed0000-0000-4000-8000-000000000f51',
  miaResultsUnread: '5eed0000-0000-4000-8000-000000000f52',
  miaFluRead: '5eed0000-0000-4000-8000-000000000f53',
  miaNoSubjectRead: '5eed0000-0000-4000-8000-000000000f54',
  theoDressingUnread: '5eed0000-0000-4000-8000-000000000f55',
  theoReviewRead: '5eed0000-0000-4000-8000-000000000f56',
} as const;

/** Medication courses on the simulated GP records (api/src/gp-systems/medication-courses.ts). */
export const seedCourseGuids = {
  alexAmlodipine: '5eed0000-0000-4000-8000-000000000601',
  alexAtorvastatin: '5eed0000-0000-4000-8000-000000000602',
  alexSalbutamol: '5eed0000-0000-4000-8000-000000000603',
  /** Repeat dispensing: ordering it makes a RepeatDispensing order. */
  alexOmeprazole: '5eed0000-0000-4000-8000-000000000604',
  samBeclometasone: '5eed0000-0000-4000-8000-000000000611',
  samSalbutamol: '5eed0000-0000-4000-8000-000000000612',
  joMetformin: '5eed0000-0000-4000-8000-000000000621',
  /** Repeat dispensing, never issued yet: mostRecentIssueDate null. */
  joRamipril: '5eed0000-0000-4000-8000-000000000622',
  taraSertraline: '5eed0000-0000-4000-8000-000000000631',
  taraDesogestrel: '5eed0000-0000-4000-8000-000000000632',
  robinLisinopril: '5eed0000-0000-4000-8000-000000000641',
  robinSimvastatin: '5eed0000-0000-4000-8000-000000000642',
  priyaLevothyroxine: '5eed0000-0000-4000-8000-000000000651',
  priyaCetirizine: '5eed0000-0000-4000-8000-000000000652',
  priyaFolicAcid: '5eed0000-0000-4000-8000-000000000653',
} as const;

/**
 * GP records that no platform patient is linked to yet (api/src/gp-systems/medication-courses.ts), with the
 * three codes of their linkage letters (spec part 1 §3 Linkage details).
 */
export const seedRegistrationGpRecords = {
  /** For registering with linkage details ('Codes From my GP'). */
  robinReid: {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000101',
    linkageKey: 'LKROBIN0101',
    firstName: 'Robin',
    lastName: 'Reid',
    dateOfBirth: '1985-04-12',
  },
  /** Reserved for the NHS login stand-in's P9 identity: do not link it elsewhere. */
  priyaNine: {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000102',
    linkageKey: 'LKPRIYA0102',
    firstName: 'Priya',
    lastName: 'Nine',
    dateOfBirth: '1990-09-09',
  },
} as const;

/** The GP records of Casey's patients (EMIS-like practice), linked by the seed, not for registration. */
export const seedCarerGpRecords = {
  caseyCarter: {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000401',
    linkageKey: 'LKCASE100401',
    firstName: 'Casey',
    lastName: 'Carter',
    dateOfBirth: '1982-03-15',
    usualDoctorName: null,
  },
  drewCarter: {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000402',
    linkageKey: 'LKDREW100402',
    firstName: 'Drew',
    lastName: 'Carter',
    dateOfBirth: '1948-07-02',
    usualDoctorName: 'Dr Amir Khan',
  },
  finleyCarter: {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000403',
    linkageKey: 'LKFINL100403',
    firstName: 'Finley',
    lastName: 'Carter',
    dateOfBirth: '2012-11-20',
    usualDoctorName: 'Dr Priya Shah',
  },
} as const;

/** Seeded orders (api/src/demo/seed-orders.ts); dates are relative to the first seed. */
export const seedOrderIds = {
  /** Live, Collection, ReadyToCollect (one item owed). */
  alexReadyToCollect: '5eed0000-0000-4000-8000-000000000701',
  /** Live, Delivery, Requested: the cancellable one. */
  alexRequested: '5eed0000-0000-4000-8000-000000000702',
  /** Previous, Collected, one item GPRejected. */
  alexCollectedRecent: '5eed0000-0000-4000-8000-000000000703',
  /** Previous, Collected. */
  alexCollectedOlder: '5eed0000-0000-4000-8000-000000000704',
  /** Sam's (Alex's linked patient) live order, Preparing. */
  samPreparing: '5eed0000-0000-4000-8000-000000000711',
  /** Previous, Collected. */
  taraCollected: '5eed0000-0000-4000-8000-000000000721',
  /** Previous Manual order, Collected. */
  morganManualCollected: '5eed0000-0000-4000-8000-000000000731',
} as const;

export const seedOrderItemIds = {
  alexReadyAmlodipine: '5eed0000-0000-4000-8000-000000000801',
  alexReadyAtorvastatinOwed: '5eed0000-0000-4000-8000-000000000802',
  alexRequestedSalbutamol: '5eed0000-0000-4000-8000-000000000803',
  alexRecentAmlodipine: '5eed0000-0000-4000-8000-000000000804',
  alexRecentAtorvastatin: '5eed0000-0000-4000-8000-000000000805',
  alexRecentSalbutamolRejected: '5eed0000-0000-4000-8000-000000000806',
  alexOlderAmlodipine: '5eed0000-0000-4000-8000-000000000807',
  alexOlderAtorvastatin: '5eed0000-0000-4000-8000-000000000808',
  alexOlderSalbutamol: '5eed0000-0000-4000-8000-000000000809',
  samBeclometasone: '5eed0000-0000-4000-8000-000000000811',
  samSalbutamol: '5eed0000-0000-4000-8000-000000000812',
  taraSertraline: '5eed0000-0000-4000-8000-000000000821',
  taraDesogestrel: '5eed0000-0000-4000-8000-000000000822',
  morganParacetamol: '5eed0000-0000-4000-8000-000000000831',
  morganCetirizine: '5eed0000-0000-4000-8000-000000000832',
} as const;

/** Reorder reminders; their dates are set again at every start (api/src/demo/seed-reminders.ts). */
export const seedReorderReminderIds = {
  /** Due today, set by the patient. */
  alexToday: '5eed0000-0000-4000-8000-000000000a01',
  /** Due in seven days, generated from a previous order's item. */
  alexNextWeek: '5eed0000-0000-4000-8000-000000000a02',
  /** Due today (a TPP patient: 'Due for reorder' shows, spec part 1 §9). */
  taraToday: '5eed0000-0000-4000-8000-000000000a03',
} as const;

export const seedDailyReminderIds = {
  alexMorning: '5eed0000-0000-4000-8000-000000000b01',
  alexEvening: '5eed0000-0000-4000-8000-000000000b02',
} as const;

/**
 * Issued linkage letters for GP records no platform patient is linked to yet, for connecting to GP online
 * services after registration (issue #13; README "Demo linkage letters").
 */
export const seedLinkageLetters = {
  /** Morgan Reed (morgan.manual@example.com, unlinked) connects with it: 'Connect Now!'. */
  morganReed: {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000201',
    linkageKey: 'LKMORGAN0201',
    firstName: 'Morgan',
    lastName: 'Reed',
    dateOfBirth: '1978-11-05',
  },
  /** Alex's child, whom alex.linked@example.com adds as a proxy patient ('Add Patient'). */
  rileyMorgan: {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000202',
    linkageKey: 'LKRILEY20202',
    firstName: 'Riley',
    lastName: 'Morgan',
    dateOfBirth: '2019-02-11',
  },
  /** Tara Taylor (tara.tpp@example.com, at the TPP practice) moves to the EMIS practice: change GP. */
  taraTaylorAtEmis: {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000203',
    linkageKey: 'LKTARAT10203',
    firstName: 'Tara',
    lastName: 'Taylor',
    dateOfBirth: '1990-06-30',
  },
  /**
   * Nadia Nash (nadia.nhslogin@example.com, unlinked): found by the NHS number of the stand-in's 'nadia'
   * identity, so she connects through NHS login without typing the letter.
   */
  nadiaNash: {
    odsCode: seedPracticeOdsCodes.tpp,
    gpAccountId: '2000201',
    linkageKey: 'LKNADIA20201',
    firstName: 'Nadia',
    lastName: 'Nash',
    dateOfBirth: '1993-12-01',
    nhsNumber: '9990000018',
  },
} as const;

/** Pia Price's address at the seed (seedPatientIds.piaPrice): one of the address search's (demo/addresses.jsonl). */
export const seedProfileAddress = {
  address1: '73 Acorn Road',
  address2: 'Jesmond',
  address3: null,
  city: 'Newcastle upon Tyne',
  postcode: 'NE2 2DJ',
} as const;
