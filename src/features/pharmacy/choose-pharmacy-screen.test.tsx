import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { InitialEntry, RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../components/alerts/alert-store';
import type { GatewayCall, GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import {
  Destination,
  expectFocusAround,
  expectOneRequestWhileBusy,
  stubScrollIntoView,
} from '../../testing/screen-test-helpers';
import { ChangePharmacyScreen, ChoosePharmacyScreen } from './choose-pharmacy-screen';
import {
  choosePharmacyGateway,
  currentPharmacy,
  demoPostcode,
  gosforthPharmacy,
  quaysidePharmacy,
  stubGeolocation,
  type GeolocationAnswer,
} from './pharmacy.fixtures';
import { summaryRows } from './summary-rows.test-helper';
import { SEARCH_DELAY_MS } from './use-pharmacy-search';

beforeAll(stubScrollIntoView);

const newcastle = { latitude: 54.97, longitude: -1.61 };
let restoreGeolocation: (() => void) | undefined;
function useGeolocation(answer: GeolocationAnswer) {
  restoreGeolocation?.();
  restoreGeolocation = stubGeolocation(answer);
}
beforeEach(() => useGeolocation(newcastle));
afterEach(() => {
  restoreGeolocation?.();
  restoreGeolocation = undefined;
  alertStore.setState({ alerts: [] });
  vi.useRealTimers();
});

const destinations: RouteObject[] = [
  { path: '/', element: <Destination name="Home page" /> },
  { path: '/my-details/my-pharmacy', element: <Destination name="My pharmacy page" /> },
];

function renderChoose({
  mode = 'registration',
  route,
  gateway = choosePharmacyGateway(),
  fakeTimers = false,
}: {
  mode?: 'registration' | 'change';
  route?: InitialEntry;
  gateway?: GatewayMocks;
  fakeTimers?: boolean;
} = {}) {
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  const ui = mode === 'registration' ? <ChoosePharmacyScreen /> : <ChangePharmacyScreen />;
  const path = mode === 'registration' ? '/choose-pharmacy' : '/my-details/my-pharmacy/change';
  return {
    user,
    ...renderScreen(ui, { route: route ?? path, gateway, routes: destinations }),
  };
}

const changeGateway = (options: Parameters<typeof choosePharmacyGateway>[0] = {}) =>
  choosePharmacyGateway({ pharmacy: currentPharmacy, ...options });
const list = () => screen.getByRole('group', { name: 'Pharmacies' });
const radio = (name: string) => screen.getByRole('radio', { name });
const searchField = () => screen.getByRole('textbox', { name: 'Search nearby postcode' });
const status = () =>
  screen.getByText(/pharmac(y|ies)|Finding|Searching/, { selector: '[role=status]' });
const chosen = () => screen.getByRole('region', { name: 'Chosen pharmacy' });
const calls = (gatewayCalls: GatewayCall[], name: string) =>
  gatewayCalls.filter((call) => call.operationName === name);

async function findList() {
  return screen.findByRole('group', { name: 'Pharmacies' });
}

describe('ChoosePharmacyScreen', () => {
  it('shows a spinner while the page loads', async () => {
    const { container } = renderChoose({
      gateway: choosePharmacyGateway({ screen: { pending: true } }),
    });
    expect(await screen.findByText('Loading your pharmacy details')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when the page cannot load, with Try again', async () => {
    const { container } = renderChoose({
      gateway: choosePharmacyGateway({ screen: { errorCode: 'common.unexpected' } }),
    });
    expect(
      await screen.findByText('Unexpected error happened. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Select Pharmacy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the pharmacies near the browser position, with no map without a key', async () => {
    const { container, gatewayCalls } = renderChoose();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select Pharmacy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Jane, please choose a Pharmacy to continue.')).toBeInTheDocument();
    expect(
      screen.getByText('The map is not available. Choose your pharmacy from the list below.'),
    ).toBeInTheDocument();
    await findList();
    expect(
      within(list())
        .getAllByRole('radio')
        .map((item) => item.getAttribute('value')),
    ).toEqual([currentPharmacy.id, quaysidePharmacy.id, gosforthPharmacy.id]);
    expect(radio('High Street Pharmacy')).toHaveAccessibleDescription(
      '12 High Street, Newcastle upon Tyne, NE1 7RU (0.4 km away)',
    );
    expect(status()).toHaveTextContent('3 pharmacies near you');
    expect(calls(gatewayCalls, 'PharmaciesNear')[0]?.variables).toEqual({
      postcode: null,
      ...newcastle,
    });
    // One patient on the account: nothing to apply to the others.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Selected the wrong pharmacy?' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows Next only with the first list, which would otherwise push it down when it comes', async () => {
    const { container } = renderChoose({
      gateway: choosePharmacyGateway({ nearby: { pending: true } }),
    });
    await waitFor(() => expect(status()).toHaveTextContent(/./));
    expect(searchField()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('uses the default location, silently, when the browser will not say where the user is', async () => {
    useGeolocation('denied');
    const { gatewayCalls } = renderChoose();
    await findList();
    expect(calls(gatewayCalls, 'PharmaciesNear')[0]?.variables).toEqual({
      postcode: null,
      latitude: null,
      longitude: null,
    });
    expect(screen.queryByText('Geolocation is not supported.', { exact: false })).toBeNull();
  });

  it('says when the browser has no geolocation, and uses the default location', async () => {
    useGeolocation('unsupported');
    const { container, gatewayCalls } = renderChoose();
    expect(
      await screen.findByText(
        'Geolocation is not supported. Search for a postcode to find pharmacies near you.',
      ),
    ).toBeInTheDocument();
    await findList();
    expect(calls(gatewayCalls, 'PharmaciesNear')[0]?.variables).toEqual({
      postcode: null,
      latitude: null,
      longitude: null,
    });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the invalid-account banner when sent here with invalidAccount', async () => {
    const { container } = renderChoose({
      route: { pathname: '/choose-pharmacy', state: { invalidAccount: true } },
    });
    const banner = await screen.findByRole('region', { name: 'Important' });
    expect(banner).toHaveTextContent('Invalid account, please try again.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says why the list is empty when loading pharmacies fails', async () => {
    const { container } = renderChoose({
      gateway: choosePharmacyGateway({ nearby: { errorCode: 'pharmacy.loadFailed' } }),
    });
    expect(
      await screen.findByText('Unable to load pharmacies at this time. Please try again'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pharmacies' })).toBeNull();
    expect(document.title).toMatch(/^Error: Select Pharmacy/);
    expect(await axe(container)).toHaveNoViolations();
  });

  describe('choosing', () => {
    it('shows and announces the chosen pharmacy, and chooses again on request', async () => {
      const { user, container } = renderChoose();
      await findList();
      await user.click(radio('Quayside Pharmacy'));
      expect(radio('Quayside Pharmacy')).toBeChecked();

      const details = chosen();
      expect(summaryRows(details)).toEqual([
        ['Pharmacy', 'Quayside Pharmacy'],
        ['Address', '3 QuaysideSandhillNewcastle upon TyneNE1 3AF'],
        ['Telephone', '0191 496 0123'],
      ]);
      expect(within(details).getByRole('link', { name: '0191 496 0123' })).toHaveAttribute(
        'href',
        'tel:01914960123',
      );
      const announcement = screen.getByText(/Quayside Pharmacy chosen\./);
      expect(announcement).toHaveAttribute('aria-live', 'polite');
      expect(announcement).toHaveTextContent(
        'Quayside Pharmacy chosen. Address: 3 Quayside, Sandhill, Newcastle upon Tyne, NE1 3AF. Telephone: 0191 496 0123.',
      );
      expect(await axe(container)).toHaveNoViolations();

      await user.click(screen.getByRole('button', { name: 'Selected the wrong pharmacy?' }));
      expect(screen.queryByRole('region', { name: 'Chosen pharmacy' })).toBeNull();
      expect(
        within(list())
          .getAllByRole('radio')
          .some((item) => item.matches(':checked')),
      ).toBe(false);
      // Focus goes to the list, where the choosing is done.
      expect(within(list()).getAllByRole('radio')[0]).toHaveFocus();
    });

    it('asks for a pharmacy in a focused error summary linked to the list', async () => {
      const { user, container, gatewayCalls } = renderChoose();
      await findList();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      const link = await screen.findByRole('link', { name: 'Choose a pharmacy' });
      await expectFocusAround(link);
      expect(link).toHaveAttribute('href', '#pharmacy');
      expect(list()).toHaveAccessibleDescription(/Choose a pharmacy/);
      expect(document.title).toMatch(/^Error: Select Pharmacy/);
      expect(calls(gatewayCalls, 'ChoosePharmacy')).toHaveLength(0);
      expect(await axe(container)).toHaveNoViolations();
      await user.click(link);
      expect(radio('High Street Pharmacy')).toHaveFocus();
    });

    it('nominates the chosen pharmacy, then goes home', async () => {
      const { user, gatewayCalls } = renderChoose({
        gateway: choosePharmacyGateway({ choose: { pending: true } }),
      });
      await findList();
      await user.click(radio('Quayside Pharmacy'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await expectOneRequestWhileBusy({
        user,
        button: () => screen.getByRole('button', { name: 'Saving' }),
        busyText: 'Saving',
        gatewayCalls,
        operationName: 'ChoosePharmacy',
      });
      expect(screen.getByText('Saving your pharmacy')).toHaveAttribute('aria-live', 'polite');
      expect(calls(gatewayCalls, 'ChoosePharmacy')[0]?.variables).toEqual({
        pharmacyId: quaysidePharmacy.id,
        forAllPatients: false,
      });
    });

    it('goes home after nominating', async () => {
      const { user } = renderChoose();
      await findList();
      await user.click(radio('Quayside Pharmacy'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Home page')).toBeInTheDocument();
    });

    it('goes home when the chosen pharmacy is already the patient’s', async () => {
      const { user } = renderChoose({
        gateway: choosePharmacyGateway({ choose: { errorCode: 'pharmacy.sameAsCurrent' } }),
      });
      await findList();
      await user.click(radio('High Street Pharmacy'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Home page')).toBeInTheDocument();
    });

    it('offers to update every patient of the account, when it has more than one', async () => {
      const { user, container, gatewayCalls } = renderChoose({
        gateway: choosePharmacyGateway({ linkedPatients: 2 }),
      });
      await findList();
      const allPatients = screen.getByRole('checkbox', {
        name: 'I agree to allow the nominated pharmacy to be updated for all patients associated with this account',
      });
      expect(allPatients).not.toBeChecked();
      expect(await axe(container)).toHaveNoViolations();
      await user.click(allPatients);
      await user.click(radio('Quayside Pharmacy'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText('Home page');
      expect(calls(gatewayCalls, 'ChoosePharmacy')[0]?.variables).toEqual({
        pharmacyId: quaysidePharmacy.id,
        forAllPatients: true,
      });
    });

    it('can be done with the keyboard alone', async () => {
      const { user, gatewayCalls } = renderChoose();
      await findList();
      radio('High Street Pharmacy').focus();
      await user.keyboard('{ArrowDown}');
      expect(radio('Quayside Pharmacy')).toBeChecked();
      expect(screen.getByText(/Quayside Pharmacy chosen\./)).toBeInTheDocument();
      screen.getByRole('button', { name: 'Next' }).focus();
      await user.keyboard('{Enter}');
      await screen.findByText('Home page');
      expect(calls(gatewayCalls, 'ChoosePharmacy')).toHaveLength(1);
    });
  });

  describe('searching', () => {
    it('filters the list by postcode text 1 s after typing stops, and announces the count', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { user, container, gatewayCalls } = renderChoose({ fakeTimers: true });
      await findList();
      await user.type(searchField(), 'ne3');
      act(() => {
        vi.advanceTimersByTime(SEARCH_DELAY_MS - 100);
      });
      expect(status()).toHaveTextContent('3 pharmacies near you');
      act(() => {
        vi.advanceTimersByTime(100);
      });
      await waitFor(() =>
        expect(status()).toHaveTextContent('1 pharmacy has a postcode containing ne3'),
      );
      expect(status()).toHaveAttribute('role', 'status');
      expect(within(list()).getAllByRole('radio')).toHaveLength(1);
      expect(radio('Gosforth Chemist')).toBeInTheDocument();
      // Not a postcode: no search.
      expect(calls(gatewayCalls, 'PharmaciesNear')).toHaveLength(1);
      expect(await axe(container)).toHaveNoViolations();
    });

    it('says when no loaded pharmacy matches the filter', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { user } = renderChoose({ fakeTimers: true });
      await findList();
      await user.type(searchField(), 'SW1');
      act(() => {
        vi.advanceTimersByTime(SEARCH_DELAY_MS);
      });
      await waitFor(() =>
        expect(status()).toHaveTextContent(
          'No pharmacies in the list have a postcode containing SW1. Enter a full postcode to search near it.',
        ),
      );
      expect(screen.queryByRole('group', { name: 'Pharmacies' })).toBeNull();
    });

    it('searches near a valid postcode', async () => {
      const { user, container, gatewayCalls } = renderChoose();
      await findList();
      await user.type(searchField(), 'ne14lp');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(status()).toHaveTextContent(`2 pharmacies near ${demoPostcode}`));
      expect(calls(gatewayCalls, 'PharmaciesNear')[1]?.variables).toEqual({
        postcode: demoPostcode,
        latitude: null,
        longitude: null,
      });
      // The list follows the status line at a lower priority (useDeferredValue).
      await waitFor(() =>
        expect(
          within(list())
            .getAllByRole('radio')
            .map((item) => item.getAttribute('value')),
        ).toEqual([quaysidePharmacy.id, currentPharmacy.id]),
      );
      expect(await axe(container)).toHaveNoViolations();
    });

    it('keeps the chosen pharmacy when a new search does not list it', async () => {
      const { user } = renderChoose();
      await findList();
      await user.click(radio('Gosforth Chemist'));
      await user.type(searchField(), `${demoPostcode}{Enter}`);
      await waitFor(() => expect(status()).toHaveTextContent(`2 pharmacies near ${demoPostcode}`));
      expect(screen.queryByRole('radio', { name: 'Gosforth Chemist' })).toBeNull();
      expect(chosen()).toHaveTextContent('Gosforth Chemist');
    });

    it('says when the postcode cannot be found, linked to the search box', async () => {
      const { user, container } = renderChoose({
        gateway: choosePharmacyGateway({ search: { errorCode: 'pharmacy.postcodeNotFound' } }),
      });
      await findList();
      await user.type(searchField(), 'ZZ1 1ZZ{Enter}');
      const link = await screen.findByRole('link', {
        name: 'We could not find that postcode. Check it and try again.',
      });
      await expectFocusAround(link);
      expect(link).toHaveAttribute('href', '#postcode-search');
      expect(searchField()).toHaveAccessibleDescription(/We could not find that postcode/);
      expect(await axe(container)).toHaveNoViolations();
    });

    it('says when the search fails', async () => {
      const { user, container } = renderChoose({
        gateway: choosePharmacyGateway({ search: { errorCode: 'pharmacy.searchFailed' } }),
      });
      await findList();
      await user.type(searchField(), `${demoPostcode}{Enter}`);
      expect(
        await screen.findByText('Unable to search for pharmacies at this time. Please try again.'),
      ).toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});

describe('ChangePharmacyScreen', () => {
  it('starts from the current pharmacy', async () => {
    const { container } = renderChoose({ mode: 'change', gateway: changeGateway() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Pharmacy' }),
    ).toBeInTheDocument();
    await findList();
    expect(screen.queryByText(/please choose a Pharmacy to continue/)).toBeNull();
    expect(radio('High Street Pharmacy')).toBeChecked();
    expect(chosen()).toHaveTextContent('High Street Pharmacy');
    expect(screen.getByRole('button', { name: 'Change Pharmacy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks for a different pharmacy from the current one', async () => {
    const { user, container, gatewayCalls } = renderChoose({
      mode: 'change',
      gateway: changeGateway(),
    });
    await findList();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const link = await screen.findByRole('link', {
      name: 'Choose a different pharmacy from your current one',
    });
    await expectFocusAround(link);
    expect(document.title).toMatch(/^Error: My Pharmacy/);
    expect(calls(gatewayCalls, 'ChoosePharmacy')).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('resets the choice with Change Pharmacy and moves focus to the list', async () => {
    const { user } = renderChoose({ mode: 'change', gateway: changeGateway() });
    await findList();
    await user.click(screen.getByRole('button', { name: 'Change Pharmacy' }));
    expect(radio('High Street Pharmacy')).not.toBeChecked();
    expect(radio('High Street Pharmacy')).toHaveFocus();
    expect(screen.getByText('No pharmacy chosen. Choose one from the list.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'Choose a pharmacy' })).toBeInTheDocument();
  });

  it('changes the pharmacy, then says so on My pharmacy', async () => {
    const { user, gatewayCalls } = renderChoose({ mode: 'change', gateway: changeGateway() });
    await findList();
    await user.click(radio('Quayside Pharmacy'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('My pharmacy page')).toBeInTheDocument();
    expect(calls(gatewayCalls, 'ChoosePharmacy')[0]?.variables).toEqual({
      pharmacyId: quaysidePharmacy.id,
      forAllPatients: false,
    });
    expect(alertStore.getState().alerts).toEqual([
      expect.objectContaining({
        kind: 'success',
        message: 'Pharmacy Update Success!',
        keepForNextPage: true,
      }),
    ]);
  });

  it.each([
    [
      'pharmacy.changeFailed',
      undefined,
      'Unable to change pharmacy at this time. Please try again.',
    ],
    ['common.unexpected', undefined, 'Unable to change pharmacy at this time. Please try again.'],
    ['pharmacy.changeFailed', 'Pharmacy not found', 'Pharmacy not found'],
    ['pharmacy.sameAsCurrent', undefined, 'Choose a different pharmacy from your current one'],
  ])(
    'says why the change failed (%s, server message %s)',
    async (errorCode, serverMessage, text) => {
      const { user, container } = renderChoose({
        mode: 'change',
        gateway: changeGateway({ choose: { errorCode, serverMessage } }),
      });
      await findList();
      await user.click(radio('Quayside Pharmacy'));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      await expectFocusAround(alert);
      expect(screen.queryByText('My pharmacy page')).toBeNull();
      expect(await axe(container)).toHaveNoViolations();
    },
  );
});
