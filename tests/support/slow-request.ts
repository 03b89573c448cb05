/**
 * A request held in flight on purpose, for shutdown tests: its headers and the first half of its body are sent
 * at once, the rest only when the test says so, so the server has a request under way for as long as the test
 * needs (SIGTERM, drain, close) without any wait on a clock.
 */
import { Agent, request } from 'node:http';

export interface SlowRequest {
  /** Sends the rest of the body; resolves with the answer's status and body. */
  finish(): Promise<{ status: number; body: string }>;
}

export function startSlowRequest(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): SlowRequest {
  const bytes = Buffer.from(body, 'utf8');
  const half = Math.floor(bytes.length / 2);
  const outgoing = request(url, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(bytes.length),
    },
    // A kept-alive connection, as browsers and proxies use: the server must still let it go when done.
    agent: new Agent({ keepAlive: true }),
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing.once('error', reject);
    outgoing.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
  });
  outgoing.flushHeaders();
  outgoing.write(bytes.subarray(0, half));
  return {
    finish: () => {
      outgoing.end(bytes.subarray(half));
      return answer;
    },
  };
}

/** Resolves once nothing listens at `url` any more (a new connection is refused): the server has stopped accepting. */
export async function untilRefused(url: string): Promise<void> {
  while (await answers(url)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** One GET on a connection of its own: true when anything answers, false when the connection fails. */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request(url, { agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(true));
    });
    probe.once('error', () => resolve(false));
    probe.end();
  });
}

/**
 * The first answer of `url` (a /readyz) other than 200: a signal reaches the process a moment after it is sent,
 * so a probe sent straight after it may still find the process ready.
 */
export async function untilNotReady(url: string): Promise<Response> {
  for (;;) {
    const answer = await fetch(url);
    if (answer.status !== 200) return answer;
    await answer.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
