import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import {
  emptyBody,
  noContent,
  noQuerystring,
  replies,
  strictObject,
  treatMissingBodyAsEmpty,
  uuid,
} from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { deregisterActivePatient } from '../im1/deregister';
import { deleteLinkedPatient } from './delete-patient';

/**
 * POST /v1/patients/delete (deletePatient) and POST /v1/im1/deregister (deregister), spec part 2 §7: the
 * account's patients and the active patient's GP registration, as My details changes them.
 */
export function registerLinkedPatientRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const signedIn = requireAccessToken(context.accessTokens);

  app.post(
    '/v1/patients/delete',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'deletePatient',
        querystring: noQuerystring,
        body: strictObject({ patientId: uuid }),
        response: replies({ 204: noContent }, [403, 409, 422], { body: true }),
      },
    },
    async (request, reply) => {
      await deleteLinkedPatient(
        context.db,
        authenticatedAccountId(request),
        request.body.patientId,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/im1/deregister',
    {
      onRequest: signedIn,
      // spec part 2 §7: 'Deregister | POST | none': a POST without any body counts as `{}`.
      preValidation: treatMissingBodyAsEmpty,
      schema: {
        operationId: 'deregister',
        querystring: noQuerystring,
        body: emptyBody,
        response: replies({ 204: noContent }, [403, 422], { body: true }),
      },
    },
    async (request, reply) => {
      await deregisterActivePatient(context.db, authenticatedAccountId(request));
      return reply.code(204).send();
    },
  );
}
