import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import { patients } from '../db/schema';
import { noQuerystring, strictObject } from '../http/schemas';
import { loadPatientScope } from './patient-scope';

/** docs/rest-api.md updatePatient; issue #5 adds pharmacyId and onlyPharmacyUpdate. */
interface UpdatePatientBody {
  iM1ReminderClosed?: boolean;
}

/**
 * PUT /v1/patients (updatePatient): changes the selected patient. For now only iM1ReminderClosed, the
 * dismissal of the home screen's 'link via NHS' banner (spec part 1 §2 Home screen).
 */
export function registerPatientRoutes(app: FastifyInstance, context: ApiContext): void {
  app.put<{ Body: UpdatePatientBody }>(
    '/v1/patients',
    {
      onRequest: requireAccessToken(context.accessTokens),
      schema: {
        querystring: noQuerystring,
        body: strictObject({ iM1ReminderClosed: { type: 'boolean' } }, []),
      },
    },
    async (request, reply) => {
      const { patient } = await loadPatientScope(context.db, authenticatedAccountId(request));
      const { iM1ReminderClosed } = request.body;
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
