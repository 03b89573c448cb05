/**
 * How the gateway sends its REST calls to the API (issue #20). Node's `fetch` cost about three times the CPU of
 * `node:http` per call (WHATWG Request, Headers, Response and streams around undici, and an AbortSignal timer with
 * its DOMException): measured on this machine, ~170 µs against ~50 µs for a call with a small JSON answer, which
 * is a tenth of the gateway's cost per `me` and more per home query (four calls). So the gateway's own calls go
 * through `node:http` with a keep-alive agent, and `fetch` stays what tests may inject (`upstreamOverFetch`).
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

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
  /** The whole body as text; rejects when the connection fails or the time runs out before it ends. */
  text(): Promise<string>;
}

/**
 * Sends one request; resolves once the answer's head has arrived, rejects when the API cannot be reached in time
 * (the error's `code`, or `cause.code` from fetch, or its name `TimeoutError`, names why).
 */
export type UpstreamHttp = (url: string, request: UpstreamRequest) => Promise<UpstreamResponse>;

/** Connections kept open to the API (keep-alive, honouring its Keep-Alive timeout hint), one agent per scheme. */
export function nodeHttpUpstream(): UpstreamHttp {
  const agents = {
    http: new HttpAgent({ keepAlive: true }),
    https: new HttpsAgent({ keepAlive: true }),
  };
  return (url, { method, headers, body, timeoutMs }) =>
    new Promise<UpstreamResponse>((resolve, reject) => {
      const secure = url.startsWith('https:');
      const send = secure ? httpsRequest : httpRequest;
      const outgoing =
        body === undefined
          ? headers
          : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
      let bodyText: Promise<string> = Promise.resolve('');
      const req = send(
        url,
        { method, headers: outgoing, agent: secure ? agents.https : agents.http },
        (res) => {
          resolve({ status: res.statusCode ?? 0, text: () => bodyText });
          bodyText = readBody(res).finally(() => clearTimeout(timer));
          // Read whether or not the caller asks (so that the connection is reused); a failure nobody asked about
          // is not an unhandled rejection.
          bodyText.catch(() => undefined);
        },
      );
      const timer = setTimeout(() => req.destroy(timeoutError()), timeoutMs);
      timer.unref();
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      req.end(body);
    });
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
    return { status: response.status, text: () => response.text() };
  };
}

function readBody(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      text += chunk;
    });
    res.on('end', () => resolve(text));
    res.on('error', reject);
    // Closed before its end (the connection reset, or the timer above destroyed it).
    res.on('close', () => {
      if (!res.complete) reject(res.errored ?? new Error('aborted'));
    });
  });
}

function timeoutError(): Error {
  const error = new Error('the API did not answer in time');
  error.name = 'TimeoutError';
  return error;
}
