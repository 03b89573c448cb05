import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import { ApiError, invalidAccessToken } from '../http/api-error';
import { emailAddress, noQuerystring, strictObject, uuid } from '../http/schemas';
import { getAccountDetails } from './account-details';
import { findAccountByEmail, selectPatient } from './repository';

interface StatusBody {
  emailAddress: string;
}

interface SelectedPatientBody {
  patientId: string;
}

/**
 * POST /v1/accounts/status (accountStatus), GET /v1/accounts/details (accountDetails) and
 * PUT /v1/accounts/selected-patient (updateSelectedPatient).
 */
export function registerAccountRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const signedIn = requireAccessToken(context.accessTokens);

  // Public by design: after a failed sign-in the app looks the account up to choose its alert
  // (spec part 1 §4 and §8).
  app.post<{ Body: StatusBody }>(
    '/v1/accounts/status',
    { schema: { querystring: noQuerystring, body: strictObject({ emailAddress }) } },
    async (request) => {
      const account = await findAccountByEmail(db, request.body.emailAddress);
      if (!account)
        throw new ApiError(404, 'account.notFound', 'There is no account with this email.');
      return {
        accountStatus: account.status,
        failedLoginAccountLocked: account.locked,
        accountId: account.id,
        hasPatientIntegration: account.hasPatientIntegration,
      };
    },
  );

  app.get(
    '/v1/accounts/details',
    { onRequest: signedIn, schema: { querystring: noQuerystring } },
    async (request) => {
      const details = await getAccountDetails(db, authenticatedAccountId(request));
      // A valid token for an account that has since been removed.
      if (!details) throw invalidAccessToken();
      return details;
    },
  );

  app.put<{ Body: SelectedPatientBody }>(
    '/v1/accounts/selected-patient',
    {
      onRequest: signedIn,
      schema: { querystring: noQuerystring, body: strictObject({ patientId: uuid }) },
    },
    async (request, reply) => {
      const selected = await selectPatient(
        db,
        authenticatedAccountId(request),
        request.body.patientId,
      );
      // The same answer whether the patient exists or not, so ids cannot be probed.
      if (!selected) {
        throw new ApiError(403, 'patient.forbidden', 'This account cannot act for that patient.');
      }
      return reply.code(204).send();
    },
  );
}
