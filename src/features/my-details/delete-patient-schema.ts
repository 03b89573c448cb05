import { object, string, type InferType } from 'yup';

/** The form's message ('ns:key', so the catalogue check sees it). */
export const deletePatientMessages = {
  required: 'my-details:linkedPatients.delete.required',
} as const;

/**
 * Delete a patient, first step (spec part 2 §4 'Linked patient deletion': idle, one selected, confirm,
 * deleting): which patient. Only deletable patients are offered; the API refuses any other.
 */
export const deletePatientSchema = object({
  patientId: string().trim().required(deletePatientMessages.required),
});

export type DeletePatientFormValues = InferType<typeof deletePatientSchema>;
