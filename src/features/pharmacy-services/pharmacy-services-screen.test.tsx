import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertRegion } from '../../components/alerts/alert-region';
import { clearAlerts } from '../../components/alerts/alert-store';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import { PharmacyServicesScreen } from './pharmacy-services-screen';
import { fluBooking, pharmacyServicesData, videoBooking } from './pharmacy-services.fixtures';

function renderList(gateway: GatewayMocks) {
  return renderScreen(
    <main id="maincontent">
      <AlertRegion />
      <PharmacyServicesScreen />
    </main>,
    { gateway, route: '/my-services/pharmacy-services' },
  );
}

afterEach(() => {
  clearAlerts();
  vi.useRealTimers();
});

describe('PharmacyServicesScreen', () => {
  it('shows a spinner while the bookings load', async () => {
    const { container } = renderList({ PharmacyServicesScreen: { pending: true } });
    expect(await screen.findByText('Loading your booked services')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists each booking with its service, sub type, London date and 12-hour time, place or video link', async () => {
    const { container } = renderList({ PharmacyServicesScreen: pharmacyServicesData() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pharmacy services' }),
    ).toBeVisible();
    expect(
      screen.getByText('Available services at this pharmacy can be booked here'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book a new service' })).toHaveAttribute(
      'href',
      '/my-services/pharmacy-services/book',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'My booked services' })).toBeVisible();
    expect(
      screen.getByText('You have 2 booked services at Medicines Online Pharmacy Gosforth.'),
    ).toBeVisible();

    expect(
      screen.getByRole('heading', { level: 3, name: 'Flu vaccination: Adult (18 to 64)' }),
    ).toBeVisible();
    const flu = screen.getByRole('main');
    expect(within(flu).getByText('Wednesday 2 December 2026, 2:30pm')).toBeVisible();
    expect(within(flu).getByText('Consultation room 1, ground floor')).toBeVisible();
    expect(
      within(flu).getByRole('link', { name: 'View on a map Medicines Online Pharmacy Gosforth' }),
    ).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=55.0077%2C-1.6184');
    expect(
      within(flu).getByRole('link', {
        name: 'Add to calendar the Flu vaccination: Adult (18 to 64) on Wednesday 2 December 2026, 2:30pm',
      }),
    ).toHaveAttribute('href', '/calendar/pharmacy-services/booking-flu.ics');

    expect(
      screen.getByRole('heading', { level: 3, name: 'Contraception consultation (video)' }),
    ).toBeVisible();
    const video = screen.getByRole('main');
    expect(within(video).getByText('Thursday 3 December 2026, 10am')).toBeVisible();
    expect(
      within(video).getByRole('link', { name: /^Join the video consultation/ }),
    ).toHaveAttribute('href', videoBooking.videoLink);
    // The password stays hidden until asked for.
    expect(within(video).queryByText('Password: KX7P4QZ2')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows the video password, copies it and says 'Copied to clipboard' for 3 seconds", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { container } = renderList({
      PharmacyServicesScreen: pharmacyServicesData([videoBooking]),
    });
    const show = await screen.findByRole('button', { name: /^Show password/ });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Password: KX7P4QZ2')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith('KX7P4QZ2');
    expect(await navigator.clipboard.readText()).toBe('KX7P4QZ2');
    const status = screen.getByRole('status');
    expect(within(status).getByText('Copied to clipboard')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await waitFor(() => expect(within(status).queryByText('Copied to clipboard')).toBeNull(), {
      timeout: 4500,
    });
  });

  it("says so when the pharmacy takes no bookings, and 'You don't have any appointments booked.'", async () => {
    const { container } = renderList({
      PharmacyServicesScreen: pharmacyServicesData([], { booking: false }),
    });
    expect(
      await screen.findByText(
        'Your pharmacy is not currently accepting bookings. Please check back soon.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Book a new service' })).toBeNull();
    expect(screen.getByText("You don't have any appointments booked.")).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('counts one booking in the singular and says when the map cannot be opened', async () => {
    renderList({
      PharmacyServicesScreen: pharmacyServicesData([fluBooking], {
        pharmacy: { businessName: 'Quayside Pharmacy', latitude: null, longitude: null },
      }),
    });
    expect(
      await screen.findByText('You have 1 booked service at Quayside Pharmacy.'),
    ).toBeVisible();
    expect(screen.getByText('There was a problem opening the map.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^View on a map/ })).toBeNull();
  });

  it('cancels after the question, removes the booking and says so', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderList({
      PharmacyServicesScreen: pharmacyServicesData(),
      CancelPharmacyServiceBooking: { data: { cancelPharmacyServiceBooking: [videoBooking] } },
    });
    await user.click(
      await screen.findByRole('button', { name: /^Cancel this booking for Flu vaccination/ }),
    );
    expect(screen.getByText('Are you sure you wish to cancel this booking?')).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel this booking' }));
    expect(await screen.findByText('Your service has been cancelled.')).toBeVisible();
    expect(
      gatewayCalls.find((call) => call.operationName === 'CancelPharmacyServiceBooking')?.variables,
    ).toEqual({ bookingId: 'booking-flu' });
    expect(screen.queryByRole('heading', { name: /^Flu vaccination/ })).toBeNull();
    expect(
      screen.getByText('You have 1 booked service at Medicines Online Pharmacy Gosforth.'),
    ).toBeVisible();
  });

  it("shows the server's message for a refused cancel, and the catalogue's otherwise", async () => {
    const user = userEvent.setup();
    let answer: GatewayMocks[string] = {
      errorCode: 'pharmacyServices.cancelFailed',
      serverMessage: 'This service has already started, so it can no longer be cancelled.',
    };
    renderList({
      PharmacyServicesScreen: pharmacyServicesData([fluBooking]),
      CancelPharmacyServiceBooking: () => answer as never,
    });
    const cancelOnce = async () => {
      await user.click(screen.getByRole('button', { name: 'Yes, cancel this booking' }));
    };
    await user.click(await screen.findByRole('button', { name: /^Cancel this booking/ }));
    await cancelOnce();
    expect(
      await screen.findByText(
        'This service has already started, so it can no longer be cancelled.',
      ),
    ).toBeVisible();
    answer = { errorCode: 'pharmacyServices.cancelFailed' };
    await cancelOnce();
    expect(
      await screen.findByText('Unable to cancel service at this time. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: /^Flu vaccination/ })).toBeVisible();
  });

  it('shows the catalogue message when the bookings cannot be loaded', async () => {
    const { container } = renderList({
      PharmacyServicesScreen: { errorCode: 'pharmacyServices.bookingsLoadFailed' },
    });
    expect(
      await screen.findByText('Unable to retrieve bookings at this time. Please try again.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});
