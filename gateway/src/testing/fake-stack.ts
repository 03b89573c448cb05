import type { Server } from 'node:http';
import type { GatewayConfig } from '../config';
import { createGateway } from '../server';
import { MemorySessionStore } from '../session/session-store';
import { FAKE_PASSWORD, FakeRestApi } from './fake-rest-api';
import { close, GatewayClient, listen, type GraphQLReply } from './gateway-client';
import { SESSION, SIGN_IN } from './operations';
import { testConfig } from './test-config';

export interface FakeStack {
  api: FakeRestApi;
  gateway: Server;
  /** Where the gateway keeps its sessions. */
  sessions: MemorySessionStore;
  client: GatewayClient;
  logLines: string[];
  /** The lines logged at `warn`: what the program prints with LOG_LEVEL=warn. */
  warnLines: string[];
  /** Signs the stack's client in as the fake API's patient. */
  signIn(): Promise<GraphQLReply>;
  /** Whether the stack's client has a live session now (Query.session). */
  signedIn(): Promise<boolean>;
  stop(): Promise<void>;
}

/** A fake REST API and a gateway in front of it, both listening on loopback. */
export async function startFakeStack(
  options: { now?: () => number; config?: Partial<GatewayConfig> } = {},
): Promise<FakeStack> {
  const api = new FakeRestApi();
  await api.start();
  const logLines: string[] = [];
  const warnLines: string[] = [];
  const sessions = new MemorySessionStore();
  const gateway = createGateway(testConfig(api.url, options.config), {
    sessions,
    log: (line, _fields, level = 'warn') => {
      logLines.push(line);
      if (level === 'warn') warnLines.push(line);
    },
    ...(options.now ? { now: options.now } : {}),
  });
  const client = new GatewayClient(await listen(gateway));
  return {
    api,
    gateway,
    sessions,
    client,
    logLines,
    warnLines,
    signIn: () => client.graphql(SIGN_IN, { email: 'pat@example.com', password: FAKE_PASSWORD }),
    signedIn: async () => {
      const reply = await client.graphql(SESSION);
      return (reply.json.data as { session: { signedIn: boolean } }).session.signedIn;
    },
    stop: async () => {
      await close(gateway);
      await api.stop();
    },
  };
}
