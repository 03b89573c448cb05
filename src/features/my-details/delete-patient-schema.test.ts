import { describe, expect, it } from 'vitest';
import { deletePatientMessages, deletePatientSchema } from './delete-patient-schema';

describe('deletePatientSchema', () => {
  it('needs a patient chosen', async () => {
    await expect(deletePatientSchema.validate({ patientId: '' })).rejects.toThrow(
      deletePatientMessages.required,
    );
    await expect(deletePatientSchema.validate({})).rejects.toThrow(deletePatientMessages.required);
    await expect(deletePatientSchema.validate({ patientId: 'p-2' })).resolves.toEqual({
      patientId: 'p-2',
    });
  });
});
