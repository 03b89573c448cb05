/**
 * The GP linkage calls (spec part 1 §7 'Connect IM1 via linkage letter', 'Connect IM1 via NHS Login'; part 2
 * §7 'Re-register to a GP'): connectIm1WithLinkage, reregisterGp, connectIm1WithNhsLogin. Signed in; each
 * acts on the account's active patient (or, for a secondary patient, adds one to the account). Refusals
 * carry a message written for the patient (show: the app shows server messages for IM1 failures, §8).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import { ApiError } from '../http/api-error';
import { noQuerystring, onlyValue, replies, strictObject, webPlatform } from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import {
  codeExchangeProperties,
  nhsLoginRefusal,
  type NhsLogin,
} from '../nhs-login/nhs-login-routes';
import { patientScopeOf } from '../patients/patient-scope';
import { linkageLetterFields } from '../registration/registration-schemas';
import { linkWithNhsLogin, useLinkageLetter, type LinkageRefusal } from './gp-linkage';

/**
 * Issue #13: a letter may be tried at most 5 times a minute per account, so the three codes cannot be guessed.
 * @fastify/rate-limit (registered in server.ts) counts in the database, so across every API process (issue 21).
 * It runs before the body is read, so refused letters count too.
 */
const letterAttempts = {
  max: 5,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `letters:${authenticatedAccountId(request)}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    new ApiError(
      429,
      'linkage.tooManyAttempts',
      'You have tried linkage details too many times. Please wait a minute and try again.',
      {
        show: true,
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      },
    ),
};

/** The 'Register user with linkage' body without the registration fields (spec part 1 §7). */
const letterBody = strictObject({
  ...linkageLetterFields,
  deviceType: webPlatform,
  secondaryPatient: Type.Boolean(),
});

const nhsLoginBody = strictObject({
  platform: webPlatform,
  deviceType: webPlatform,
  marketingOptin: onlyValue(false),
  hasConsent: onlyValue(false),
  history: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 0 }),
  ...codeExchangeProperties,
});

export const LinkageResult = Type.Object({
  isSuccess: Type.Boolean(),
  /** Always false here: the session goes on (spec part 1 §4: success may require a fresh login). */
  requiresLogin: Type.Boolean(),
});

const linked = { isSuccess: true, requiresLogin: false };

export function registerLinkageRoutes(
  fastify: FastifyInstance,
  context: ApiContext,
  nhsLogin: NhsLogin,
): void {
  const app = withSchemaTypes(fastify);
  const { db } = context;
  // One limiter (one store) shared by both letter calls: the same codes can be guessed through either.
  const limitLetterAttempts = fastify.rateLimit(letterAttempts);
  const letterRoute = (operationId: string) => ({
    // After the token check, so the count is the account's; one count across both letter calls.
    onRequest: [requireAccessToken(context.accessTokens), limitLetterAttempts],
    schema: {
      operationId,
      querystring: noQuerystring,
      body: letterBody,
      response: replies({ 200: LinkageResult }, [403, 409, 422, 429], { body: true }),
    },
  });

  app.post('/v1/im1/linkage', letterRoute('connectIm1WithLinkage'), async (request) => {
    const { body } = request;
    const scope = await patientScopeOf(request);
    const use = body.secondaryPatient ? 'addPatient' : 'connect';
    throwIfRefused(await useLinkageLetter(db, scope, letterOf(body), use));
    return linked;
  });

  app.post('/v1/im1/reregistration', letterRoute('reregisterGp'), async (request) => {
    const scope = await patientScopeOf(request);
    throwIfRefused(await useLinkageLetter(db, scope, letterOf(request.body), 'changeGp'));
    return linked;
  });

  app.post(
    '/v1/im1/nhs-login',
    {
      onRequest: requireAccessToken(context.accessTokens),
      schema: {
        operationId: 'connectIm1WithNhsLogin',
        querystring: noQuerystring,
        body: nhsLoginBody,
        response: replies({ 200: LinkageResult }, [403, 409, 422, 503], { body: true }),
      },
    },
    async (request) => {
      const scope = await patientScopeOf(request);
      let claims;
      try {
        claims = await nhsLogin.client.exchange(request.body, { withClaims: true });
      } catch (error) {
        throw nhsLoginRefusal(error, request.log);
      }
      throwIfRefused(await linkWithNhsLogin(db, scope, claims));
      return linked;
    },
  );
}

function letterOf(body: {
  surname: string;
  dateOfBirth: string;
  linkageDetails: { accountId: string; linkageKey: string; nationalPracticeCode: string };
}) {
  return { surname: body.surname, dateOfBirth: body.dateOfBirth, ...body.linkageDetails };
}

function throwIfRefused(refusal: LinkageRefusal | undefined): void {
  switch (refusal) {
    case undefined:
      return;
    case 'notFound':
      throw new ApiError(
        422,
        'linkage.notFound',
        'These details do not match a GP record. Check the linkage key, ODS code, account ID, last name and date of birth on your letter.',
        { show: true },
      );
    case 'alreadyRegistered':
      // spec part 1 §2 'Connect IM1 form': the catalogue's words.
      throw new ApiError(
        409,
        'linkage.alreadyRegistered',
        'These Linkage details are already registered with an account, please try new details',
        { show: true },
      );
    case 'patientAlreadyLinked':
      throw new ApiError(
        409,
        'linkage.patientAlreadyLinked',
        'This patient is already connected to GP online services.',
        { show: true },
      );
    case 'noNhsLoginRecord':
      throw new ApiError(
        422,
        'linkage.noNhsLoginRecord',
        'Your NHS login does not match a GP record for this patient. Please use your linkage letter instead.',
        { show: true },
      );
  }
}
