import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import { noQuerystring, replies } from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from './notification-preferences';
import { NotificationPreferences, UpdateNotificationPreferencesBody } from './notification-schemas';

const path = '/v1/accounts/notification-preferences';

/**
 * GET (notificationPreferences) and PUT (updateNotificationPreferences, spec part 2 §7) the signed-in
 * account's notification preferences: they belong to the account, not to one of its patients.
 */
export function registerNotificationRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const { db } = context;
  const signedIn = requireAccessToken(context.accessTokens);

  app.get(
    path,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'notificationPreferences',
        querystring: noQuerystring,
        response: replies({ 200: NotificationPreferences }),
      },
    },
    async (request) => getNotificationPreferences(db, authenticatedAccountId(request)),
  );

  app.put(
    path,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateNotificationPreferences',
        querystring: noQuerystring,
        body: UpdateNotificationPreferencesBody,
        response: replies({ 200: NotificationPreferences }, [422], { body: true }),
      },
    },
    async (request) =>
      updateNotificationPreferences(db, authenticatedAccountId(request), request.body),
  );
}
