import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import { ApiError, invalidAccessToken } from '../http/api-error';
import { emailAddress, noQuerystring, replies, strictObject, uuid } from '../http/schemas';
import { rateLimited, rateLimitRules } from '../http/rate-limits';
import { withSchemaTypes } from '../http/typed-routes';
import { newEmailAddress } from '../registration/registration-schemas';
import {
  confirmEmailChange,
  requestEmailChange,
  type EmailChangeRequestRefusal,
} from './email-change';

// spec part 2 §8 'Email verification': the product's words when the change cannot be completed.
const UPDATE_FAILED = 'Update process could not be completed. Please try again later.';

const done = { status: true, message: '' };
const Done = Type.Object({ status: Type.Boolean(), message: Type.String() });

/**
 * sendEmailChange (POST /v1/accounts/email-change) and verifyEmailChange (GET /v1/accounts/email-change/:token),
 * both signed in (spec part 2 §7; the app signs in before verifying when needed).
 */
export function registerEmailChangeRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const signedIn = requireAccessToken(context.accessTokens);

  app.post(
    '/v1/accounts/email-change',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'sendEmailChange',
        querystring: noQuerystring,
        body: strictObject({
          currentEmail: emailAddress,
          newEmail: newEmailAddress,
          accountId: uuid,
        }),
        response: replies({ 200: Done }, [403, 422, 429], { body: true }),
      },
      preHandler: rateLimited(
        fastify,
        rateLimitRules.emailChangeByEmail,
        rateLimitRules.emailChangeByAddress,
      ),
    },
    async (request) => {
      const refusal = await requestEmailChange(
        context,
        authenticatedAccountId(request),
        request.body,
      );
      if (refusal) throw requestRefused(refusal);
      return done;
    },
  );

  app.get(
    '/v1/accounts/email-change/:token',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'verifyEmailChange',
        querystring: noQuerystring,
        // No pattern on the token: a malformed one is as invalid as an unknown one (422, not 400).
        params: strictObject({ token: Type.String() }),
        response: replies({ 200: Done }, [422]),
      },
    },
    async (request) => {
      const refusal = await confirmEmailChange(
        context,
        authenticatedAccountId(request),
        request.params.token,
      );
      if (refusal === 'invalidToken') {
        throw new ApiError(422, 'emailChange.invalidToken', UPDATE_FAILED, { show: true });
      }
      if (refusal) throw emailInUse();
      return done;
    },
  );
}

function requestRefused(refusal: EmailChangeRequestRefusal): ApiError {
  switch (refusal) {
    case 'forbidden':
      return new ApiError(403, 'account.forbidden', 'This is not the signed-in account.');
    case 'accountGone':
      return invalidAccessToken();
    case 'currentEmailMismatch':
      return new ApiError(
        422,
        'emailChange.currentEmailMismatch',
        'The current email address you entered is not the one on your account.',
        { show: true },
      );
    case 'sameEmail':
      return new ApiError(
        422,
        'emailChange.sameEmail',
        'The new email address is the same as your current one.',
        { show: true },
      );
    case 'emailInUse':
      return emailInUse();
  }
}

function emailInUse(): ApiError {
  return new ApiError(
    422,
    'emailChange.emailInUse',
    'An account already exists with this email address. Please use a different one.',
    { show: true },
  );
}
