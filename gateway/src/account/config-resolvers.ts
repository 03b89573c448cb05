import type { QueryResolvers } from '../generated/resolvers-types';
import { mapAppConfig } from './account-mapper';
import { fetchMobileConfig } from './account-upstream';

/** Query.config: public, cached for a minute in the gateway. */
export const configQuery: Pick<QueryResolvers, 'config'> = {
  config: async (_parent, _args, ctx) => ({
    ...mapAppConfig(await fetchMobileConfig(ctx)),
    // The gateway's own setting, not the API's: the browser key belongs to where the app is served.
    mapsApiKey: ctx.services.config.mapsApiKey,
    analyticsScriptUrl: ctx.services.config.analyticsScriptUrl,
  }),
};
