import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { accountStatuses } from '../accounts/account-details';
import { findAccountByEmail } from '../accounts/repository';
import type { ApiContext } from '../api-context';
import { passwordTooWeak } from '../auth/password-rule';
import { ApiError } from '../http/api-error';
import {
  emailAddress,
  noContent,
  noQuerystring,
  nullable,
  opaqueToken,
  password,
  replies,
  strictObject,
  stringEnum,
  uuid,
  webPlatform,
} from '../http/schemas';
import { rateLimited, rateLimitRules } from '../http/rate-limits';
import { withSchemaTypes } from '../http/typed-routes';
import { createAccount, resendVerification, verifyEmail } from './email-verification';
import { activationRefused } from './registration-token';
import { newEmailAddress, personName } from './registration-schemas';
import { createSignInUser } from './sign-in-user';

const accountStatus = stringEnum(accountStatuses);

/** `uniquecheck` answers whether the address is taken (all null when not); `verify` only its status. */
const LookupResponse = Type.Union([
  Type.Object({
    accountId: nullable(Type.String()),
    accountStatus: nullable(accountStatus),
    b2CObjectId: nullable(Type.String()),
  }),
  Type.Object({ accountStatus }),
]);

const NewAccount = Type.Object({ id: Type.String(), email: Type.String(), accountStatus });

/**
 * The email steps of registration (spec part 1 §2, §4, §7), all public: uniqueCheck and verifyStatus
 * (POST /v1/accounts/registration?action=…), createAccount (POST /v1/accounts), resendVerification
 * (GET /v1/accounts/verification/:emailOrId), verifyEmail (GET /v1/accounts/verify-email/:token) and
 * createSignInUser (POST /v1/accounts/sign-in-user).
 */
export function registerRegistrationRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  app.post(
    '/v1/accounts/registration',
    {
      schema: {
        operationId: 'registrationLookup',
        querystring: strictObject({ action: stringEnum(['uniquecheck', 'verify']) }),
        body: strictObject({ emailAddress }),
        response: replies({ 200: LookupResponse }, [404], { body: true }),
      },
    },
    async (request) => {
      const account = await findAccountByEmail(context.db, request.body.emailAddress);
      if (request.query.action === 'uniquecheck') {
        return {
          accountId: account?.id ?? null,
          accountStatus: account?.status ?? null,
          b2CObjectId: account?.b2cObjectId ?? null,
        };
      }
      if (!account) {
        throw new ApiError(404, 'account.notFound', 'There is no account with this email.');
      }
      return { accountStatus: account.status };
    },
  );

  app.post(
    '/v1/accounts',
    {
      schema: {
        operationId: 'createAccount',
        querystring: noQuerystring,
        body: strictObject({
          email: newEmailAddress,
          platform: webPlatform,
          marketingOptin: Type.Boolean(),
        }),
        response: replies({ 201: NewAccount }, [409, 429], { body: true }),
      },
      preHandler: rateLimited(
        fastify,
        rateLimitRules.registrationByEmail,
        rateLimitRules.registrationByAddress,
      ),
    },
    async (request, reply) => {
      const { email, marketingOptin } = request.body;
      const account = await createAccount(context, email, marketingOptin);
      if (account === 'exists') {
        throw new ApiError(409, 'account.exists', 'An account already exists with this email.');
      }
      return reply
        .code(201)
        .send({ id: account.id, email: account.email, accountStatus: account.status });
    },
  );

  app.get(
    '/v1/accounts/verification/:emailOrId',
    {
      schema: {
        operationId: 'resendVerification',
        querystring: noQuerystring,
        params: strictObject({ emailOrId: emailAddress }),
        response: replies({ 204: noContent }, [429]),
      },
      preHandler: rateLimited(
        fastify,
        rateLimitRules.resendByEmail,
        rateLimitRules.registrationByAddress,
      ),
    },
    async (request, reply) => {
      // 204 whether or not a mail went out: the answer reveals nothing.
      await resendVerification(context, request.params.emailOrId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/v1/accounts/verify-email/:token',
    {
      schema: {
        operationId: 'verifyEmail',
        querystring: noQuerystring,
        // No pattern on the token: a malformed one is as invalid as an unknown one (422, not 400).
        params: strictObject({ token: Type.String() }),
        response: replies(
          { 200: Type.Object({ ...NewAccount.properties, registrationToken: Type.String() }) },
          [422],
        ),
      },
    },
    async (request) => {
      const verified = await verifyEmail(context, request.params.token);
      if (verified === 'invalidToken') {
        throw new ApiError(
          422,
          'verification.invalidToken',
          'The verification link is unknown, already used or expired.',
        );
      }
      const { account, registrationToken } = verified;
      return {
        id: account.id,
        email: account.email,
        accountStatus: account.status,
        registrationToken,
      };
    },
  );

  app.post(
    '/v1/accounts/sign-in-user',
    {
      schema: {
        operationId: 'createSignInUser',
        querystring: noQuerystring,
        body: strictObject({
          accountId: uuid,
          firstName: personName,
          lastName: personName,
          password,
          email: emailAddress,
          registrationToken: opaqueToken,
        }),
        response: replies({ 204: noContent }, [409, 422, 503], { body: true }),
      },
    },
    async (request, reply) => {
      const { password: newPassword, ...proof } = request.body;
      const refusal = await createSignInUser(context, proof, newPassword);
      if (refusal === 'tooWeak') throw passwordTooWeak('password');
      if (refusal) throw activationRefused(refusal);
      return reply.code(204).send();
    },
  );
}
