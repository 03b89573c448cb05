import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GraphQLReply {
  status: number;
  headers: Headers;
  /** The raw body, for checks that something (a token) never appears in it. */
  text: string;
  json: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  setCookies: string[];
}

/** Starts a server on a free loopback port and returns its base URL. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * A browser stand-in: posts GraphQL with the app's CSRF header and keeps the cookies the gateway sets (a cookie
 * with Max-Age=0 is deleted), over real HTTP.
 */
export class GatewayClient {
  readonly cookies = new Map<string, string>();
  /** Sent with every request besides the app's own: an X-Request-Id, or X-Forwarded-For as a proxy would add it. */
  readonly headers: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  /** A second browser tab or a replayed request: the same cookies, held independently from now on. */
  copy(): GatewayClient {
    const copy = new GatewayClient(this.baseUrl);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLReply> {
    return this.post({ query, variables });
  }

  /** One of the app's persisted operations by id, as the production app sends it. */
  persisted(documentId: string, variables?: unknown): Promise<GraphQLReply> {
    return this.post({ documentId, variables });
  }

  private async post(body: Record<string, unknown>): Promise<GraphQLReply> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-csrf': '1',
        ...this.headers,
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
      },
      body: JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) this.storeCookie(header);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: JSON.parse(text) as GraphQLReply['json'],
      setCookies,
    };
  }

  private storeCookie(header: string): void {
    const [pair = '', ...attributes] = header.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const deleted = attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0');
    if (deleted || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** The codes of a reply's errors, in order. */
export function errorCodes(reply: GraphQLReply): unknown[] {
  return (reply.json.errors ?? []).map((error) => error.extensions?.['code']);
}
