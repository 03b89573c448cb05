import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertRegion } from '../../components/alerts/alert-region';
import { clearAlerts } from '../../components/alerts/alert-store';
import { renderScreen } from '../../testing/render-screen';
import { iosAppBannerStorageKey } from './components/ios-app-banner-request';
import {
  homeGateway,
  liveOrders,
  manualReorderingPatient,
  populatedHomeData,
  populatedPatient,
  prescriptionCourses,
  scheduleWithItems,
  homeScreenData,
  multiPatient,
  multiPatientAsTom,
  multiPatientAsUnlinkedTom,
  singlePatient,
  unlinkedPatient,
} from './home-screen.fixtures';
import { HomeScreen } from './home-screen';

afterEach(() => {
  sessionStorage.clear();
  clearAlerts();
});

describe('HomeScreen', () => {
  it('shows a spinner while the details load', async () => {
    const { container } = renderScreen(<HomeScreen />, {
      gateway: { HomeScreen: { pending: true } },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your details');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('welcomes a single patient by first name', async () => {
    const { container } = renderScreen(<HomeScreen />, { gateway: homeGateway(singlePatient) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are viewing the details of Jane.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Choose a patient' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Patient' })).toHaveAttribute(
      'href',
      '/my-services/multi-patient-info',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the patients of a multi-patient account', async () => {
    const { container } = renderScreen(<HomeScreen />, { gateway: homeGateway(multiPatient) });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' });
    expect(screen.getByText('You are viewing the details of Jane.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Choose a patient' });
    // The active patient is in the list too, in the gateway's order (text: initials, then the name).
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['AJSwitch to Ada Mary Jones', 'JSJane Smith (selected)', 'TSSwitch to Tom Smith']);
    expect(screen.getByRole('button', { name: 'Jane Smith (selected)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('switches patient, reloads the page data and says so', async () => {
    const user = userEvent.setup();
    let active = multiPatient;
    const { gatewayCalls } = renderScreen(<HomeScreen />, {
      gateway: {
        HomeScreen: () => homeScreenData(active),
        SelectPatient: () => {
          active = multiPatientAsTom;
          return { data: { selectPatient: { patient: { id: 'p-tom' } } } };
        },
      },
    });
    const tom = await screen.findByRole('button', { name: 'Switch to Tom Smith' });
    await user.click(tom);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Tom' }),
    ).toBeInTheDocument();
    expect(gatewayCalls.filter((call) => call.operationName === 'SelectPatient')).toEqual([
      { operationName: 'SelectPatient', variables: { patientId: 'p-tom' } },
    ]);
    expect(gatewayCalls.filter((call) => call.operationName === 'HomeScreen')).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Patients' })).getByRole('status'),
      ).toHaveTextContent('You are now viewing the details of Tom Smith.'),
    );
    // The pressed button is still there (now the selected one), so keyboard focus was not lost.
    const selectedTom = screen.getByRole('button', { name: 'Tom Smith (selected)' });
    expect(selectedTom).toHaveAttribute('aria-current', 'true');
    expect(selectedTom).toHaveFocus();
    expect(selectedTom).toBe(tom);
    // Same patients, same order: only the selected one moved. The current patient is Tom now.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'AJSwitch to Ada Mary Jones',
      'JSSwitch to Jane Smith',
      'TSTom Smith (selected)',
    ]);
    expect(screen.getByText('You are viewing the details of Tom.')).toBeInTheDocument();
  });

  it('keeps focus in the switcher when the reloaded page has no button for the chosen patient', async () => {
    const user = userEvent.setup();
    let active = multiPatient;
    const { container } = renderScreen(<HomeScreen />, {
      gateway: {
        HomeScreen: () => homeScreenData(active),
        SelectPatient: () => {
          active = multiPatientAsUnlinkedTom;
          return { data: { selectPatient: { patient: { id: 'p-tom' } } } };
        },
      },
    });
    const tom = await screen.findByRole('button', { name: 'Switch to Tom Smith' });
    tom.focus();
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Tom' });
    // Not IM1-linked: full name and the connect link, and no list (the API names nobody else).
    expect(screen.getByText('You are viewing the details of Tom Smith.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link with NHS: Connect Now!' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Choose a patient' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Patients' })).toHaveFocus(),
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers an unlinked patient the link with NHS', async () => {
    const { container } = renderScreen(<HomeScreen />, { gateway: homeGateway(unlinkedPatient) });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' });
    expect(screen.getByText('You are viewing the details of Sam Taylor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link with NHS: Connect Now!' })).toHaveAttribute(
      'href',
      '/connect-im1-information',
    );
    // Messages need a linked patient whose practice takes them.
    expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the catalogue error and loads again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { container } = renderScreen(<HomeScreen />, {
      gateway: {
        HomeScreen: () =>
          fail ? { errorCode: 'common.unexpected' } : homeScreenData(singlePatient),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unexpected error happened. Please try again later.',
    );
    expect(await axe(container)).toHaveNoViolations();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' }),
    ).toBeInTheDocument();
  });

  it('shows every card a linked, prescribing patient at a promoting pharmacy has', async () => {
    const { container } = renderScreen(<HomeScreen />, {
      gateway: { HomeScreen: populatedHomeData },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Patients',
      'Your schedule for today',
      'Live orders',
      'Prescriptions',
      'Messages',
      'Book a pharmacy service',
      'Allergy testing',
      'COVID-19 vaccination',
      'Services at Gosforth High Street Pharmacy',
    ]);
    // spec part 1 §2 'Messages': the card leads to the messages list (features.messages).
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/my-services/messages',
    );
    expect(screen.getByText('8:00am: Amlodipine 5mg tablets')).toBeInTheDocument();
    expect(screen.getByText('You have 2 live orders.')).toBeInTheDocument();
    expect(screen.getByText('You have 3 repeat prescriptions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute(
      'href',
      '/my-meds/orders',
    );
    expect(screen.getByRole('link', { name: 'Order a repeat prescription' })).toHaveAttribute(
      'href',
      '/my-meds/orders/new',
    );
    expect(
      screen.getByText('Book your free NHS flu vaccination at our pharmacy.'),
    ).toBeInTheDocument();
    // Pharmacy services are on (issue #17): the card, the vaccination card and each promoted service lead there.
    expect(screen.getByRole('link', { name: 'Book a pharmacy service' })).toHaveAttribute(
      'href',
      '/my-services/pharmacy-services',
    );
    expect(screen.getByRole('link', { name: 'Book a vaccination' })).toHaveAttribute(
      'href',
      '/my-services/pharmacy-services',
    );
    expect(
      screen.getByRole('link', {
        name: 'Book this service: Book your free NHS flu vaccination at our pharmacy.',
      }),
    ).toHaveAttribute('href', '/my-services/pharmacy-services');
    // Gated off for this patient.
    expect(screen.queryByRole('heading', { name: 'Important update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Important/ })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('hides the gated cards when their features are off', async () => {
    renderScreen(<HomeScreen />, { gateway: homeGateway(singlePatient) });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' });
    expect(screen.getByText('You have no reminders today.')).toBeInTheDocument();
    expect(screen.getByText('You have no live orders.')).toBeInTheDocument();
    for (const name of [
      'Allergy testing',
      'COVID-19 vaccination',
      'Important update',
      'Book a pharmacy service',
    ]) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: /^Services at/ })).not.toBeInTheDocument();
  });

  it('tells a manual-reordering patient about ordering manually and asks them to link', async () => {
    const { container } = renderScreen(<HomeScreen />, {
      gateway: homeGateway(manualReorderingPatient, {
        orders: liveOrders,
        prescriptions: prescriptionCourses,
        todaysSchedule: scheduleWithItems,
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Morgan' });
    expect(screen.getByRole('heading', { level: 2, name: 'Important update' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order your medicines' })).toHaveAttribute(
      'href',
      '/my-meds/orders/new',
    );
    // Not prescribing: no prescriptions card, whatever the list holds.
    expect(screen.queryByRole('heading', { name: 'Prescriptions' })).not.toBeInTheDocument();
    const banner = screen.getByRole('region', { name: /^Important/ });
    expect(banner).toHaveTextContent(
      'To enable all Medicines Online features, please link account via NHS',
    );
    expect(within(banner).getByRole('link', { name: 'Connect now!' })).toHaveAttribute(
      'href',
      '/connect-im1-information',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('dismisses the link prompt: sends the mutation, removes the banner, focuses the h1, says so', async () => {
    const user = userEvent.setup();
    const { gatewayCalls, container } = renderScreen(<HomeScreen />, {
      gateway: {
        ...homeGateway(manualReorderingPatient),
        DismissLinkPrompt: { data: { dismissLinkPrompt: { features: { linkPrompt: false } } } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Morgan' });
    await user.click(
      screen.getByRole('button', { name: 'Dismiss this message about linking your account' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^Important/ })).not.toBeInTheDocument(),
    );
    expect(gatewayCalls.filter((call) => call.operationName === 'DismissLinkPrompt')).toHaveLength(
      1,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Morgan' })).toHaveFocus();
    // Said in a polite live region that was already in the page (the switcher has the other one).
    expect(
      screen
        .getAllByRole('status')
        .some((region) =>
          region.textContent.includes(
            'You will not be asked to link your account again. You can still link it from the Patients section.',
          ),
        ),
    ).toBe(true);
    // The switcher still offers the link.
    expect(screen.getByRole('link', { name: 'Link with NHS: Connect Now!' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps the link prompt and says so when dismissing fails', async () => {
    const user = userEvent.setup();
    renderScreen(
      <>
        <AlertRegion />
        <HomeScreen />
      </>,
      {
        gateway: {
          ...homeGateway(manualReorderingPatient),
          DismissLinkPrompt: { errorCode: 'common.unexpected' },
        },
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Morgan' });
    await user.click(
      screen.getByRole('button', { name: 'Dismiss this message about linking your account' }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
        'Unexpected error happened. Please try again later.',
      ),
    );
    expect(screen.getByRole('region', { name: /^Important/ })).toBeInTheDocument();
  });

  it('shows the iOS app banner when the login screen asked for it', async () => {
    sessionStorage.setItem(
      iosAppBannerStorageKey,
      JSON.stringify({ state: { requested: true }, version: 0 }),
    );
    const { container } = renderScreen(<HomeScreen />, { gateway: homeGateway(populatedPatient) });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' });
    const banner = screen.getByRole('region', { name: /^Important/ });
    expect(banner).toHaveTextContent('Medicines Online is also available as an app for iPhone.');
    expect(
      within(banner).getByRole('link', { name: 'Download the Medicines Online app' }),
    ).toHaveAttribute('href', 'https://www.example.org/app');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names the link prompt and the iOS app banner apart when both show', async () => {
    sessionStorage.setItem(
      iosAppBannerStorageKey,
      JSON.stringify({ state: { requested: true }, version: 0 }),
    );
    const { container } = renderScreen(<HomeScreen />, { gateway: homeGateway(unlinkedPatient) });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' });
    // Both are titled 'Important'; a screen reader's landmark list tells them apart by their text.
    expect(
      screen.getByRole('region', {
        name: 'Important To enable all Medicines Online features, please link account via NHS',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', {
        name: 'Important Medicines Online is also available as an app for iPhone.',
      }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows no iOS app banner without the flag, or with it off', async () => {
    sessionStorage.setItem(
      iosAppBannerStorageKey,
      JSON.stringify({ state: { requested: false }, version: 0 }),
    );
    renderScreen(<HomeScreen />, { gateway: homeGateway(populatedPatient) });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' });
    expect(screen.queryByRole('region', { name: /^Important/ })).not.toBeInTheDocument();
  });

  it('says the order details could not be retrieved when orders fail, and loads again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { container } = renderScreen(<HomeScreen />, {
      gateway: {
        HomeScreen: () => (fail ? { errorCode: 'orders.loadFailed' } : populatedHomeData),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to retrieve order details at this time. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' }),
    ).toBeInTheDocument();
  });
});
