import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import { patients } from '../db/schema';
import { ApiError } from '../http/api-error';
import {
  noContent,
  noQuerystring,
  optionalOrNull,
  replies,
  strictObject,
  uuid,
} from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { nominatePharmacy } from '../pharmacies/nominate-pharmacy';
import { patientScopeOf } from './patient-scope';

/** updatePatient: every property optional; which combinations make sense is checked below. */
const updatePatientBody = strictObject({
  iM1ReminderClosed: Type.Optional(Type.Boolean()),
  onlyPharmacyUpdate: Type.Optional(Type.Boolean()),
  // spec part 1 §3 registration versions; the app sends V4Manual unless told otherwise (§7).
  regVersion: Type.Optional(
    Type.Unsafe<'V4Manual' | '2' | '3' | 2 | 3>({
      type: ['string', 'integer'],
      enum: ['V4Manual', '2', '3', 2, 3],
    }),
  ),
  regSection: optionalOrNull(Type.Integer({ minimum: 0, maximum: 100 })),
  pharmacyId: Type.Optional(uuid),
  allPatients: optionalOrNull(Type.Boolean()),
});

function invalid(field: string, reason: string): ApiError {
  return new ApiError(400, 'validation', 'The request is not valid.', {
    reasons: [{ field, reason }],
  });
}

/**
 * PUT /v1/patients (updatePatient): changes the selected patient: iM1ReminderClosed, the dismissal of the
 * home screen's 'link via NHS' banner (spec part 1 §2 Home screen), or with `onlyPharmacyUpdate` the
 * nominated pharmacy (spec part 1 §4 'Pharmacy change'). regVersion and regSection say where in
 * registration the app is; they are checked but not stored.
 */
export function registerPatientRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  app.put(
    '/v1/patients',
    {
      onRequest: requireAccessToken(context.accessTokens),
      schema: {
        operationId: 'updatePatient',
        querystring: noQuerystring,
        body: updatePatientBody,
        response: replies({ 204: noContent }, [403, 422], { body: true }),
      },
    },
    async (request, reply) => {
      const { iM1ReminderClosed, onlyPharmacyUpdate, pharmacyId, allPatients } = request.body;
      // A pharmacy update changes the pharmacy and nothing else.
      if (onlyPharmacyUpdate && iM1ReminderClosed !== undefined) {
        throw invalid('iM1ReminderClosed', 'notAllowed');
      }
      if (onlyPharmacyUpdate && pharmacyId === undefined) throw invalid('pharmacyId', 'required');
      if (allPatients && pharmacyId === undefined) throw invalid('pharmacyId', 'required');

      const accountId = authenticatedAccountId(request);
      const { patient } = await patientScopeOf(request);
      if (pharmacyId !== undefined) {
        await nominatePharmacy(context.db, {
          accountId,
          patientId: patient.id,
          pharmacyId,
          allPatients: allPatients === true,
        });
      }
      if (iM1ReminderClosed !== undefined) {
        await context.db
          .update(patients)
          .set({ im1ReminderClosed: iM1ReminderClosed })
          .where(eq(patients.id, patient.id));
      }
      return reply.code(204).send();
    },
  );
}
