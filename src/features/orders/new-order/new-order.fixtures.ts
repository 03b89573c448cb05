import { addToBasket } from './add-to-basket';
import { emptyBasket, type BasketItemInput } from './basket-store';
import type { NewOrderData, PrescriptionCourse } from './new-order-query';

export const amlodipine: PrescriptionCourse = {
  medicationCourseGuid: '0e7c1b1e-0000-4000-8000-000000000001',
  name: 'Amlodipine 5mg tablets',
  dosage: 'One tablet daily',
  mostRecentIssueDate: '2026-10-27',
  prescriptionType: 'Repeat',
};

export const omeprazole: PrescriptionCourse = {
  medicationCourseGuid: '0e7c1b1e-0000-4000-8000-000000000002',
  name: 'Omeprazole 20mg gastro-resistant capsules',
  dosage: null,
  mostRecentIssueDate: null,
  prescriptionType: 'RepeatDispensing',
};

/** A linked, prescribing patient (Alex-like), no comment required. */
export const prescribingData: NewOrderData = {
  me: {
    patient: { id: 'p-alex' },
    features: { prescribing: true, manualReordering: false },
    integrationSettings: { prescribingCommentRequired: false },
    pharmacy: { businessName: 'Gosforth High Street Pharmacy' },
  },
  prescriptions: [amlodipine, omeprazole],
};

/** A TPP-like practice that asks for a comment with every order (Tara). */
export const commentRequiredData: NewOrderData = {
  ...prescribingData,
  me: {
    ...prescribingData.me,
    patient: { id: 'p-tara' },
    integrationSettings: { prescribingCommentRequired: true },
  },
};

/** Prescribing, but the GP record holds no repeat courses. */
export const noPrescriptionsData: NewOrderData = { ...prescribingData, prescriptions: [] };

/** Not linked, reorders manually (Morgan). */
export const manualData: NewOrderData = {
  me: {
    patient: { id: 'p-morgan' },
    features: { prescribing: false, manualReordering: true },
    integrationSettings: null,
    pharmacy: { businessName: 'Jesmond Pharmacy' },
  },
  prescriptions: [],
};

/** The stand-in gateway's answers: the flow's query, plus any mutations the story or test needs. */
export function newOrderGateway(data: NewOrderData, extra: Record<string, unknown> = {}) {
  return { NewOrderScreen: { data }, ...extra };
}

export const amlodipineItem: BasketItemInput = {
  description: amlodipine.name,
  option: amlodipine.dosage,
  itemOrderType: 'IM1',
  medicationCourseGuid: amlodipine.medicationCourseGuid,
};

export const paracetamolItem: BasketItemInput = {
  description: 'Paracetamol 500mg tablets',
  option: '32 tablets',
  itemOrderType: 'Manual',
};

/** A story's or test's starting basket; returns the clean-up for Storybook's beforeEach. */
export function withBasket(patientId: string, items: BasketItemInput[]): () => void {
  emptyBasket();
  addToBasket(patientId, items);
  return emptyBasket;
}

/** The words the fixtures above put in the basket or the order details (stories' `pseudoLocale.patientText`). */
export const patientText = [
  amlodipineItem.description,
  amlodipineItem.option ?? '',
  paracetamolItem.description,
  paracetamolItem.option ?? '',
  'Please have these ready by Friday.',
];
