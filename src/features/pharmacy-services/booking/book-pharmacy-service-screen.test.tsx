import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { serviceBookingDestinations } from '../../../testing/booking-destinations';
import type { GatewayMocks } from '../../../testing/gateway-mock';
import { renderScreen } from '../../../testing/render-screen';
import { expectFocusAround } from '../../../testing/screen-test-helpers';
import { BookPharmacyServiceScreen } from './book-pharmacy-service-screen';
import { covidService, fluService, serviceStepData } from './service-booking.fixtures';

const path = '/my-services/pharmacy-services/book';

function renderStep(search = '', gateway: GatewayMocks = {}) {
  return renderScreen(<BookPharmacyServiceScreen />, {
    route: `${path}${search}`,
    routes: serviceBookingDestinations.filter((route) => route.path !== path),
    gateway: { BookPharmacyServiceScreen: serviceStepData(), ...gateway },
  });
}

describe('BookPharmacyServiceScreen', () => {
  it('offers the bookable services, then the sub types of one that has them, and searches', async () => {
    const user = userEvent.setup();
    const { container } = renderStep();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a new service' }),
    ).toBeVisible();
    const services = screen.getByRole('group', { name: 'Which service do you want to book?' });
    expect(
      within(services)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['svc-flu', 'svc-travel', 'svc-covid']);
    expect(within(services).getByLabelText('Flu vaccination')).toHaveAccessibleDescription(
      'Free for adults aged 65 and over; £16 otherwise',
    );
    // The ended service is not offered (spec part 2 §5).
    expect(screen.queryByLabelText('Hay fever clinic')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/my-services/pharmacy-services',
    );
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByLabelText('Travel vaccinations'));
    const subTypes = screen.getByRole('group', {
      name: 'Which type of Travel vaccinations do you want?',
    });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'Select the type of service you need' });
    expect(link).toHaveAttribute('href', '#service-sub-type-0');
    await expectFocusAround(link);
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(subTypes).getByLabelText('Typhoid'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Date step?service=svc-travel&subType=sub-typhoid&month=2026-11'),
    ).toBeInTheDocument();
  });

  it('asks for a service, and keeps the one chosen before', async () => {
    const user = userEvent.setup();
    renderStep('?service=svc-flu');
    expect(await screen.findByLabelText('Flu vaccination')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Date step?service=svc-flu&month=2026-11')).toBeInTheDocument();
  });

  it('refuses to search without a service', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('link', { name: 'Select the service you want to book' }),
    ).toHaveAttribute('href', '#pharmacy-service-0');
    expect(document.title).toMatch(/^Error: /);
  });

  it('sends a service booked elsewhere to its link, with no calendar month', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(await screen.findByLabelText(covidService.name));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Date step?service=svc-covid')).toBeInTheDocument();
  });

  it('says when the pharmacy is not accepting bookings', async () => {
    const { container } = renderStep('', {
      BookPharmacyServiceScreen: serviceStepData([], false),
    });
    expect(
      await screen.findByText(
        'Your pharmacy is not currently accepting bookings. Please check back soon.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when no service can be booked', async () => {
    renderStep('', {
      BookPharmacyServiceScreen: serviceStepData([{ ...fluService, bookable: false }]),
    });
    expect(
      await screen.findByText(
        'Your pharmacy has no services you can book at the moment. Please check back soon.',
      ),
    ).toBeVisible();
  });

  it('shows the catalogue message when the services cannot be read', async () => {
    const { container } = renderStep('', {
      BookPharmacyServiceScreen: { errorCode: 'pharmacyServices.servicesLoadFailed' },
    });
    expect(
      await screen.findByText('Unable to retrieve services list at this time. Please try again.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});
