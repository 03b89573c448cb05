/**
 * How the gateway sends its REST calls to the API (issue #20). Node's `fetch` cost about three times the CPU of
 * undici's `request` per call (WHATWG Request, Headers, Response and streams around undici): measured on this
 * machine, ~230 µs against ~80 µs of CPU for a call with a small JSON answer (client and server in one
 * process, 10 in flight), which is a tenth of the gateway's cost per `me` and more per home query (four
 * calls). So the gateway's own calls go through undici's `request` on a keep-alive pool, and `fetch` stays what
 * tests may inject (`upstreamOverFetch`).
 */
import { Agent, request } from 'undici';

export interface UpstreamRequest {
  method: string;
  headers: Readonly<Record<string, string>>;
  /** The JSON text to send, if any. */
  body?: string;
  /** Past this the call fails as unreachable (a `TimeoutError`), whether its answer has begun or not. */
  timeoutMs: number;
}

/** An answer whose status and headers have arrived; its body is read as it comes. */
export interface UpstreamResponse {
  readonly status: number;
  /** One header of the answer (name in lower case), or undefined. */
  header(name: string): string | undefined;
  /** The whole body as text; rejects when the connection fails or the time runs out before it ends. */
  text(): Promise<string>;
}

/**
 * Sends one request; resolves once the answer's head has arrived, rejects when the API cannot be reached in time
 * (the error's `code`, or `cause.code` from fetch, or its name `TimeoutError`, names why).
 */
export type UpstreamHttp = (url: string, request: UpstreamRequest) => Promise<UpstreamResponse>;

/** Connections kept open to the API (undici's pool per origin, keep-alive as the API's hint allows). */
export function undiciUpstream(): UpstreamHttp {
  const dispatcher = new Agent();
  return async (url, { method, headers, body, timeoutMs }) => {
    // One deadline for the head and the body together, as fetch's signal was.
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await request(url, { method, headers, body, dispatcher, signal });
    // Read whether or not the caller asks, so that the connection goes back to the pool; a failure nobody
    // asked about is not an unhandled rejection.
    const text = response.body.text();
    text.catch(() => undefined);
    return {
      status: response.statusCode,
      header: (name) => {
        const value = response.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      },
      text: () => text,
    };
  };
}

/** The same contract over a `fetch` (tests count or replace the calls with one). */
export function upstreamOverFetch(fetchImpl: typeof fetch): UpstreamHttp {
  return async (url, { method, headers, body, timeoutMs }) => {
    const response = await fetchImpl(url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: response.status,
      header: (name) => response.headers.get(name) ?? undefined,
      text: () => response.text(),
    };
  };
}
