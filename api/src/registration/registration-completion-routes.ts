import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import { passwordTooWeak } from '../auth/password-rule';
import { ApiError } from '../http/api-error';
import {
  boundedString,
  emailAddress,
  noQuerystring,
  onlyValue,
  opaqueToken,
  password,
  replies,
  strictObject,
  uuid,
  webPlatform,
} from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import type { LinkageLetter } from './gp-record-linkage';
import { registerWithLinkage } from './linkage-registration';
import { registerPatient } from './patient-registration';
import { activationRefused } from './registration-token';
import { isoDate, linkageLetterFields, personName } from './registration-schemas';

/**
 * The last steps of registration (spec part 1 §4): createPatient (PUT /v1/patients/registration, signed in,
 * after createSignInUser) and registerWithLinkage (PUT /v1/accounts/linkage-registration, public: sign-in
 * user and IM1-linked patient in one call).
 */
export function registerRegistrationCompletionRoutes(
  fastify: FastifyInstance,
  context: ApiContext,
): void {
  const app = withSchemaTypes(fastify);
  app.put(
    '/v1/patients/registration',
    {
      onRequest: requireAccessToken(context.accessTokens),
      schema: {
        operationId: 'createPatient',
        querystring: noQuerystring,
        body: strictObject({
          consentSigned: Type.Boolean(),
          hasConsent: Type.Boolean(),
          accountId: uuid,
          isRegCall: onlyValue(true),
          regVersion: onlyValue('V4Manual'),
          regSection: Type.Integer({ minimum: 0, maximum: 100 }),
          lastRegSectionId: onlyValue('CreatePassword'),
          regPlatform: webPlatform,
          history: Type.Array(boundedString(100, 0), { maxItems: 20 }),
          firstName: personName,
          lastName: personName,
          primaryContactNumber: boundedString(32),
          dateOfBirth: isoDate,
        }),
        response: replies({ 201: Type.Object({ patientId: Type.String() }) }, [403, 409, 422], {
          body: true,
        }),
      },
    },
    async (request, reply) => {
      const outcome = await registerPatient(context, authenticatedAccountId(request), request.body);
      if ('patientId' in outcome) return reply.code(201).send({ patientId: outcome.patientId });
      switch (outcome.refusal) {
        case 'forbidden':
          throw new ApiError(403, 'patient.forbidden', 'This is not the signed-in account.');
        case 'exists':
          throw new ApiError(409, 'patient.exists', 'This account already has a patient.');
        case 'invalidDetails': {
          const { reasons } = outcome;
          // patient.tooYoung when that is all that is wrong, so the app can say exactly that.
          const tooYoung = reasons.every((reason) => reason.reason === 'tooYoung');
          throw tooYoung
            ? new ApiError(422, 'patient.tooYoung', 'You must be 16 or over to register.', {
                reasons,
              })
            : new ApiError(422, 'patient.invalidDetails', 'Some details are not valid.', {
                reasons,
              });
        }
      }
    },
  );

  app.put(
    '/v1/accounts/linkage-registration',
    {
      schema: {
        operationId: 'registerWithLinkage',
        querystring: noQuerystring,
        body: strictObject({
          accountId: uuid,
          ...linkageLetterFields,
          deviceType: webPlatform,
          secondaryPatient: onlyValue(false),
          password,
          email: emailAddress,
          registrationToken: opaqueToken,
        }),
        response: replies(
          { 200: Type.Object({ isSuccess: Type.Boolean(), requiresLogin: Type.Boolean() }) },
          [409, 422, 503],
          { body: true },
        ),
      },
    },
    async (request) => {
      const { accountId, email, registrationToken, surname, dateOfBirth, linkageDetails } =
        request.body;
      const letter: LinkageLetter = {
        nationalPracticeCode: linkageDetails.nationalPracticeCode,
        accountId: linkageDetails.accountId,
        linkageKey: linkageDetails.linkageKey,
        surname,
        dateOfBirth,
      };
      const refusal = await registerWithLinkage(
        context,
        { accountId, email, registrationToken },
        letter,
        request.body.password,
      );
      switch (refusal) {
        case undefined:
          return { isSuccess: true, requiresLogin: true };
        case 'tooWeak':
          throw passwordTooWeak('password');
        case 'notFound':
          throw new ApiError(
            422,
            'linkage.notFound',
            'No GP record matches these linkage details, surname and date of birth.',
          );
        case 'alreadyRegistered':
          throw new ApiError(
            409,
            'linkage.alreadyRegistered',
            'These Linkage details are already registered with an account, please login',
            { show: true },
          );
        default:
          throw activationRefused(refusal);
      }
    },
  );
}
