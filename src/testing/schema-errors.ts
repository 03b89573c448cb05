import { ValidationError, type Schema } from 'yup';

/**
 * The message keys a form schema raises, by field path ({} when the values are valid): every error at once
 * (abortEarly off), so a test can assert exactly which fields fail and why.
 */
export async function schemaErrors(
  schema: Schema,
  values: unknown,
  context?: Record<string, unknown>,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}
