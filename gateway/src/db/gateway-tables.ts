import { bigint, pgSchema, text } from 'drizzle-orm/pg-core';

/** The tables of gateway-schema.sql (the source of truth), for Drizzle's queries. */
const gateway = pgSchema('gateway');

export const sessions = gateway.table('sessions', {
  idHash: text('id_hash').primaryKey(),
  accountId: text('account_id'),
  sealedTokens: text('sealed_tokens').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  lastSeenAt: bigint('last_seen_at', { mode: 'number' }).notNull(),
  endedAt: bigint('ended_at', { mode: 'number' }),
});

export const gatewayTables = { sessions };
