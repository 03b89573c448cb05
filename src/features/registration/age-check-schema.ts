import { mixed, object, type InferType } from 'yup';

/** The form's message ('ns:key', so the catalogue check sees it). */
export const ageCheckMessages = {
  required: 'registration:ageCheck.required',
} as const;

/**
 * The age question (spec part 1 §9: registration is for people 16 or over): an answer, yes or no. NHS
 * question pages ask with radios and say 'Select yes if…' when nothing is chosen.
 */
export const ageCheckSchema = object({
  sixteenOrOver: mixed<'yes' | 'no'>()
    .oneOf(['yes', 'no'], ageCheckMessages.required)
    .required(ageCheckMessages.required),
});

export type AgeCheckFormValues = InferType<typeof ageCheckSchema>;
