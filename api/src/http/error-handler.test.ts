import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { expectError } from '../testing/test-api';
import { installErrorHandling, reasonsFromSchemaErrors } from './error-handler';

describe('error handling', () => {
  it('hides unexpected failures behind a 500 server.error with no details', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error(
        'relation "accounts" violates secret constraint at /work/main/api/src/x.ts:1',
      );
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expectError(response, 500, 'server.error');
    expect(response.body).not.toMatch(/accounts|secret|\.ts/);
    await app.close();
  });

  it('renders an ApiError with its status, code, reasons and headers', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/rule', async () => {
      throw new ApiError(422, 'orders.commentRequired', 'A comment is required.', {
        show: true,
        reasons: [{ field: 'comment', reason: 'required' }],
        headers: { 'retry-after': '1' },
      });
    });
    const response = await app.inject({ method: 'GET', url: '/rule' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      code: 'orders.commentRequired',
      message: 'A comment is required.',
      show: true,
      reasons: [{ field: 'comment', reason: 'required' }],
    });
    await app.close();
  });

  it('names nested fields by dotted path', () => {
    expect(
      reasonsFromSchemaErrors(
        [
          {
            keyword: 'maxLength',
            instancePath: '/items/0/description',
            schemaPath: '',
            params: {},
          },
          {
            keyword: 'required',
            instancePath: '/items/1',
            schemaPath: '',
            params: { missingProperty: 'type' },
          },
          { keyword: 'type', instancePath: '', schemaPath: '', params: {} },
        ],
        'body',
      ),
    ).toEqual([
      { field: 'items.0.description', reason: 'maxLength' },
      { field: 'items.1.type', reason: 'required' },
      { field: 'body', reason: 'type' },
    ]);
  });
});
