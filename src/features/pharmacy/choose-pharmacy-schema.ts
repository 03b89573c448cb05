import { object, string, type InferType } from 'yup';

/** The form's messages ('ns:key', so the catalogue check sees them). */
export const choosePharmacyMessages = {
  required: 'pharmacy:choose.list.required',
  // The gateway refuses the same choice with this code (choosePharmacy).
  sameAsCurrent: 'errors:pharmacy.sameAsCurrent',
} as const;

/** What validation needs besides the values: the patient's pharmacy now, when changing it. */
export interface ChoosePharmacyContext {
  currentPharmacyId?: string;
}

/**
 * Choosing a pharmacy (spec part 1 §5 'Pharmacy': 'submit disabled unless the pharmacy passes a pharmacy
 * details schema and, on change pharmacy, the chosen pharmacy differs from the current one'): a pharmacy is
 * chosen, and, when changing (context `currentPharmacyId`), it is another one. The button stays enabled and
 * these rules explain on press what is missing (ACCESSIBILITY.md).
 */
export const choosePharmacySchema = object({
  pharmacyId: string()
    .default('')
    .required(choosePharmacyMessages.required)
    .test(
      'differs-from-current',
      choosePharmacyMessages.sameAsCurrent,
      (pharmacyId, { options }) =>
        pharmacyId !== (options.context as ChoosePharmacyContext | undefined)?.currentPharmacyId,
    ),
});

export type ChoosePharmacyFormValues = InferType<typeof choosePharmacySchema>;
