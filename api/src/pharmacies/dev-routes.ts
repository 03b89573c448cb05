import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { requireAccessToken } from '../auth/access-guard';
import { patients } from '../db/schema';
import { noContent, noQuerystring, replies } from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { patientScopeOf } from '../patients/patient-scope';

/**
 * DELETE /v1/dev/patients/selected/pharmacy: takes the nominated pharmacy away from the signed-in account's
 * selected patient, as before registration chose one. No product call does this (a patient always changes to
 * another pharmacy); it lets a journey that nominates one put the demo data back. Registered only when
 * config.devControls is on (never with NODE_ENV=production).
 */
export function registerDevPharmacyRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  app.delete(
    '/v1/dev/patients/selected/pharmacy',
    {
      onRequest: requireAccessToken(context.accessTokens),
      schema: {
        operationId: 'removeSelectedPatientPharmacy',
        querystring: noQuerystring,
        response: replies({ 204: noContent }, [403]),
      },
    },
    async (request, reply) => {
      const { patient } = await patientScopeOf(request);
      await context.db
        .update(patients)
        .set({ pharmacyId: null })
        .where(eq(patients.id, patient.id));
      return reply.code(204).send();
    },
  );
}
