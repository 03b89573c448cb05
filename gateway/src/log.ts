/**
 * The gateway's log (issue 22): one line per event, with structured fields beside it. Never given tokens,
 * passwords, request bodies, or URLs that could hold what a patient typed: REST calls are named by their
 * operation id. Problems are `warn` (the default); the per-call timings are `info`. The program (main.ts) writes
 * each as a JSON line with pino; tests give a sink that keeps them.
 */
import { currentRequestId } from './http/request-id';

export type LogLevel = 'info' | 'warn';
export type LogFields = Readonly<Record<string, string | number | undefined>>;
export type GatewayLog = (line: string, fields?: LogFields, level?: LogLevel) => void;

/** The sink when none is given: warnings on stderr as text, timings nowhere. */
export const consoleLog: GatewayLog = (line, fields, level = 'warn') => {
  if (level !== 'warn') return;
  const extra = Object.entries(fields ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}=${value}`)
    .join('');
  console.warn(line + extra);
};

/** `sink` with the request id of the request being served added to every line written while serving it. */
export function withRequestIds(sink: GatewayLog): GatewayLog {
  return (line, fields, level) => {
    const requestId = currentRequestId();
    sink(line, requestId === undefined ? fields : { ...fields, requestId }, level);
  };
}
