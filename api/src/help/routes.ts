import type { FastifyInstance } from 'fastify';
import { noQuerystring, replies } from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { FaqsResponse, type Faqs } from './faq-schemas';

/**
 * GET /v1/faqs (faqs, spec part 2 §7 'FAQs'): public, as the help page is for signed-out visitors too. The
 * FAQs are read and checked once, when the API starts (loadFaqs), and answered from memory.
 */
export function registerHelpRoutes(fastify: FastifyInstance, faqs: Faqs): void {
  withSchemaTypes(fastify).get(
    '/v1/faqs',
    {
      schema: {
        operationId: 'faqs',
        querystring: noQuerystring,
        response: replies({ 200: FaqsResponse }),
      },
    },
    async () => faqs,
  );
}
