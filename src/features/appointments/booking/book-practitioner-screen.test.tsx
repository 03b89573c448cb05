import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../../testing/gateway-mock';
import { renderScreen } from '../../../testing/render-screen';
import { expectFocusAround } from '../../../testing/screen-test-helpers';
import { BookPractitionerScreen } from './book-practitioner-screen';
import { filteredBookingData } from './booking.fixtures';
import { bookingDestinations } from '../../../testing/booking-destinations';

const path = '/my-services/appointments/book/practitioner';

function renderPractitioner(search = '?type=Telephone', gateway: GatewayMocks = {}) {
  return renderScreen(<BookPractitionerScreen />, {
    route: `${path}${search}`,
    routes: bookingDestinations.filter((route) => route.path !== path),
    gateway: { BookPractitionerScreen: filteredBookingData(true), ...gateway },
  });
}

describe('BookPractitionerScreen', () => {
  it('offers my registered GP, any GP or a nurse; a GP leads to the clinician', async () => {
    const user = userEvent.setup();
    const { container } = renderPractitioner();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who do you want to see?' }),
    ).toBeVisible();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'UserGP',
      'GP',
      'Nurse',
    ]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/my-services/appointments/book?type=Telephone',
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('radio', { name: 'Any GP' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Clinician step?type=Telephone&practitioner=GP'),
    ).toBeInTheDocument();
  });

  it('goes to the date for my registered GP, dropping a clinician chosen before', async () => {
    const user = userEvent.setup();
    renderPractitioner('?type=Telephone&practitioner=Nurse&sex=Male&clinician=C4');
    expect(await screen.findByRole('radio', { name: 'A nurse' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'My registered GP' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Date step?type=Telephone&practitioner=UserGP'),
    ).toBeInTheDocument();
  });

  it('refuses to go on without an answer, with the error summary', async () => {
    const user = userEvent.setup();
    const { container } = renderPractitioner();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const link = await screen.findByRole('link', { name: 'Select who you want to see' });
    expect(link).toHaveAttribute('href', '#practitioner-type-0');
    await expectFocusAround(link);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is skipped when the practice has filtered booking off', async () => {
    renderPractitioner('?type=Telephone', { BookPractitionerScreen: filteredBookingData(false) });
    expect(await screen.findByText('Clinician step?type=Telephone')).toBeInTheDocument();
  });

  it('starts the flow again without a service chosen', async () => {
    renderPractitioner('');
    expect(await screen.findByText('Service step')).toBeInTheDocument();
  });
});
