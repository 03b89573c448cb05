import { startApiProcess, type ChildProgram } from '../../../tests/support/child-program';

export type ReferenceApi = ChildProgram;

/**
 * Runs the reference API (api/src/main.ts) as its own process, as `npm start` does: gateway/ and api/ are separate
 * programs that share only the REST contract, so the gateway's tests do not import the API's code (the shared
 * starter, tests/support/child-program.ts, imports none either).
 */
export function startReferenceApi(env: Record<string, string>): Promise<ReferenceApi> {
  return startApiProcess(env, { name: 'reference API', stopGraceMs: 10_000 });
}
