import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken, signedInContext } from '../auth/access-guard';
import { ApiError } from '../http/api-error';
import {
  emailAddress,
  noContent,
  noQuerystring,
  replies,
  strictObject,
  stringEnum,
  uuid,
} from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { patientForbidden } from '../patients/patient-scope';
import { accountStatuses, AccountDetailsResponse, getAccountDetails } from './account-details';
import { findAccountByEmail, selectPatient } from './repository';

const AccountStatusResponse = Type.Object({
  accountStatus: stringEnum(accountStatuses),
  failedLoginAccountLocked: Type.Boolean(),
  accountId: Type.String(),
  hasPatientIntegration: Type.Boolean(),
});

/**
 * POST /v1/accounts/status (accountStatus), GET /v1/accounts/details (accountDetails) and
 * PUT /v1/accounts/selected-patient (updateSelectedPatient).
 */
export function registerAccountRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const { db } = context;
  const signedIn = requireAccessToken(context.accessTokens);

  // Public by design: after a failed sign-in the app looks the account up to choose its alert
  // (spec part 1 §4 and §8).
  app.post(
    '/v1/accounts/status',
    {
      schema: {
        operationId: 'accountStatus',
        querystring: noQuerystring,
        body: strictObject({ emailAddress }),
        response: replies({ 200: AccountStatusResponse }, [404], { body: true }),
      },
    },
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
    {
      onRequest: signedIn,
      schema: {
        operationId: 'accountDetails',
        querystring: noQuerystring,
        response: replies({ 200: AccountDetailsResponse }),
      },
    },
    async (request) => getAccountDetails(db, signedInContext(request)),
  );

  app.put(
    '/v1/accounts/selected-patient',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateSelectedPatient',
        querystring: noQuerystring,
        body: strictObject({ patientId: uuid }),
        response: replies({ 204: noContent }, [403], { body: true }),
      },
    },
    async (request, reply) => {
      const selected = await selectPatient(
        db,
        authenticatedAccountId(request),
        request.body.patientId,
      );
      // The same answer whether the patient exists or not, so ids cannot be probed.
      if (!selected) throw patientForbidden();
      return reply.code(204).send();
    },
  );
}
