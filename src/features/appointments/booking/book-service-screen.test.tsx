import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { expectFocusAround } from '../../../testing/screen-test-helpers';
import { BookServiceScreen } from './book-service-screen';
import { filteredBookingData } from './booking.fixtures';
import { bookingDestinations } from '../../../testing/booking-destinations';

function renderService(answer: Parameters<typeof renderScreen>[1] = {}) {
  return renderScreen(<BookServiceScreen />, {
    route: '/my-services/appointments/book',
    routes: bookingDestinations.filter((route) => route.path !== '/my-services/appointments/book'),
    gateway: { BookServiceScreen: filteredBookingData(true) },
    ...answer,
  });
}

describe('BookServiceScreen', () => {
  it('shows a spinner while it loads', async () => {
    const { container } = renderService({ gateway: { BookServiceScreen: { pending: true } } });
    expect(await screen.findByText('Loading appointment choices')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks for the practitioner type next when the practice has filtered booking on', async () => {
    const user = userEvent.setup();
    const { container } = renderService();
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'What type of appointment do you want?',
    });
    expect(heading).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/my-services/appointments',
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('radio', { name: 'A telephone appointment' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Practitioner step?type=Telephone')).toBeInTheDocument();
  });

  it('goes straight to the clinician when filtered booking is off', async () => {
    const user = userEvent.setup();
    renderService({ gateway: { BookServiceScreen: filteredBookingData(false) } });
    await user.click(await screen.findByRole('radio', { name: 'At the GP practice' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Clinician step?type=Practice')).toBeInTheDocument();
  });

  it('refuses to go on without an answer, with the error summary', async () => {
    const user = userEvent.setup();
    const { container } = renderService();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const link = await screen.findByRole('link', {
      name: 'Select the type of appointment you want',
    });
    expect(link).toHaveAttribute('href', '#slot-type-0');
    await expectFocusAround(link);
    expect(document.title).toMatch(/^Error: What type of appointment do you want\?/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the catalogue message when the account cannot be read', async () => {
    const { container } = renderService({
      gateway: { BookServiceScreen: { errorCode: 'common.unexpected' } },
    });
    expect(
      await screen.findByText('Unexpected error happened. Please try again later.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});
