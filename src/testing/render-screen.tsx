import { render, type RenderResult } from '@testing-library/react';
import type { Resource } from 'i18next';
import type { ReactElement } from 'react';
import type { InitialEntry, RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { installGatewayMock, type GatewayCall, type GatewayMocks } from './gateway-mock';
import { TestProviders } from './test-providers';

let restoreGateway: (() => void) | undefined;
afterEach(() => {
  restoreGateway?.();
  restoreGateway = undefined;
});

/** Renders a screen with the app's providers and a stand-in gateway; returns the calls it made. */
export function renderScreen(
  ui: ReactElement,
  options: {
    gateway?: GatewayMocks;
    route?: InitialEntry;
    routes?: RouteObject[];
    language?: string;
    /** A fixture catalogue in place of the app's (createI18n). */
    english?: Resource[string];
  } = {},
): RenderResult & { gatewayCalls: GatewayCall[] } {
  const mock = installGatewayMock(options.gateway ?? {});
  restoreGateway = mock.restore;
  const result = render(
    <TestProviders
      route={options.route}
      routes={options.routes}
      language={options.language}
      english={options.english}
    >
      {ui}
    </TestProviders>,
  );
  return Object.assign(result, { gatewayCalls: mock.calls });
}
