import type { ActivePatientContext } from './accounts/account-details';
import type { AccessTokens, Clock } from './auth/access-tokens';
import type { RefreshTokens } from './auth/refresh-tokens';
import type { ApiConfig } from './config';
import type { AppDatabase } from './db/database';
import type { Mailer } from './mail/mailer';

/** What route modules need from the running API, built once by buildApi (./server.ts). */
export interface ApiContext {
  readonly config: ApiConfig;
  readonly db: AppDatabase;
  readonly clock: Clock;
  readonly accessTokens: AccessTokens<ActivePatientContext>;
  readonly refreshTokens: RefreshTokens;
  readonly mailer: Mailer;
}
