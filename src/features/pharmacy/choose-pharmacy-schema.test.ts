import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../testing/schema-errors';
import { choosePharmacyMessages, choosePharmacySchema } from './choose-pharmacy-schema';

describe('choosePharmacySchema', () => {
  it('accepts a chosen pharmacy', async () => {
    expect(await schemaErrors(choosePharmacySchema, { pharmacyId: 'ph-2' })).toEqual({});
  });

  it('requires a pharmacy', async () => {
    expect(await schemaErrors(choosePharmacySchema, { pharmacyId: '' })).toEqual({
      pharmacyId: choosePharmacyMessages.required,
    });
  });

  it('refuses the current pharmacy when changing it', async () => {
    expect(
      await schemaErrors(
        choosePharmacySchema,
        { pharmacyId: 'ph-1' },
        { currentPharmacyId: 'ph-1' },
      ),
    ).toEqual({ pharmacyId: choosePharmacyMessages.sameAsCurrent });
  });

  it('accepts another pharmacy when changing it', async () => {
    expect(
      await schemaErrors(
        choosePharmacySchema,
        { pharmacyId: 'ph-2' },
        { currentPharmacyId: 'ph-1' },
      ),
    ).toEqual({});
  });
});
