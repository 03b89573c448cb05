import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { findAccountById } from '../accounts/repository';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import { ADDRESS_SEARCH_MIN_LENGTH, mayEditProfile, tidyProfileDetails } from '../contract';
import { patients } from '../db/schema';
import { londonDateAfter } from '../demo/seed-dates';
import { loadAddressBook, type AddressBook } from '../geocoding/address-book';
import { normalisePostcode } from '../geocoding/geocoder';
import { ApiError, invalidAccessToken } from '../http/api-error';
import { noContent, noQuerystring, optionalOrNull, replies, strictObject } from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { patientScopeOf } from './patient-scope';
import { profileReasons } from './profile-rules';

// A cap that keeps junk out; the real limits are rules (./profile-rules.ts), answered as 422 reasons.
const field = Type.String({ maxLength: 1000 });

/** updatePatientDetails: the profile's fields (spec part 2 'My profile'; §3 Patient). */
const patientDetailsBody = strictObject({
  firstName: field,
  lastName: field,
  primaryContactNumber: field,
  secondaryContactNumber: optionalOrNull(field),
  dateOfBirth: field,
  address1: field,
  address2: optionalOrNull(field),
  address3: optionalOrNull(field),
  city: field,
  postcode: field,
});

const Address = Type.Object({
  address1: Type.String(),
  address2: Type.Union([Type.String(), Type.Null()]),
  address3: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  postcode: Type.String(),
});

/**
 * PUT /v1/patients/details (updatePatientDetails) and GET /v1/addresses/{search} (searchAddresses), both
 * signed in (spec part 2 §7 'Address search', 'The profile save uses a separate patient update call').
 */
export function registerProfileRoutes(
  fastify: FastifyInstance,
  context: ApiContext,
  addressBook: AddressBook = loadAddressBook(),
): void {
  const app = withSchemaTypes(fastify);
  const signedIn = requireAccessToken(context.accessTokens);

  app.put(
    '/v1/patients/details',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updatePatientDetails',
        description:
          'Changes the active patient’s name, phone numbers, date of birth and address. 422 ' +
          '`patient.invalidDetails` with a reason per field (required, tooLong, invalidPhone, invalidDate, ' +
          'invalidPostcode); 403 `profile.editingRestricted` where spec part 2 §6 restricts editing. ' +
          'Nothing is stored unless every field is accepted.',
        querystring: noQuerystring,
        body: patientDetailsBody,
        response: replies({ 204: noContent }, [403, 422], { body: true }),
      },
    },
    async (request, reply) => {
      const accountId = authenticatedAccountId(request);
      const { patient } = await patientScopeOf(request);
      const account = await findAccountById(context.db, accountId);
      if (!account) throw invalidAccessToken();
      const editable = mayEditProfile({
        integrated: account.hasPatientIntegration || patient.practiceOdsCode !== null,
        nhsLoginAccount: account.nhsLoginSub !== null,
        featureFlagOn: context.config.mobileConfig.featureEmailChange === 'Enabled',
      });
      if (!editable) {
        throw new ApiError(
          403,
          'profile.editingRestricted',
          'This profile cannot be changed here.',
        );
      }
      const details = tidyProfileDetails(request.body);
      const reasons = profileReasons(details, londonDateAfter(context.clock(), 0));
      if (reasons.length > 0) {
        throw new ApiError(422, 'patient.invalidDetails', 'The details are not valid.', {
          reasons,
        });
      }
      await context.db
        .update(patients)
        // Checked above: a postcode, kept in its one spelling ("NE1 4ST").
        .set({
          ...details,
          postcode: normalisePostcode(details.postcode)?.code ?? details.postcode,
        })
        .where(eq(patients.id, patient.id));
      return reply.code(204).send();
    },
  );

  app.get(
    '/v1/addresses/:search',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'searchAddresses',
        description:
          'Addresses whose postcode starts with the text (any case and spacing), else that contain every ' +
          'word of it; at most 50. 422 `address.searchTooShort` for 3 characters or fewer (spec part 2 §5).',
        querystring: noQuerystring,
        params: strictObject({ search: Type.String({ maxLength: 100 }) }),
        response: replies({ 200: Type.Object({ addresses: Type.Array(Address) }) }, [422]),
      },
    },
    async (request) => {
      const search = request.params.search.trim();
      if (search.length < ADDRESS_SEARCH_MIN_LENGTH) {
        throw new ApiError(422, 'address.searchTooShort', 'Type more than 3 characters.', {
          reasons: [{ field: 'search', reason: 'tooShort' }],
        });
      }
      return { addresses: addressBook.search(search) };
    },
  );
}
