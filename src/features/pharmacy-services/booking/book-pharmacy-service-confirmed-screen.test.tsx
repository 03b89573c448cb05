import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { BookPharmacyServiceConfirmedScreen } from './book-pharmacy-service-confirmed-screen';

const path = '/my-services/pharmacy-services/book/confirmed';

describe('BookPharmacyServiceConfirmedScreen', () => {
  it('confirms the booking just made, with a way to book another service', async () => {
    const { container } = renderScreen(<BookPharmacyServiceConfirmedScreen />, {
      route: {
        pathname: path,
        state: {
          serviceName: 'Travel vaccinations',
          subType: 'Hepatitis A',
          start: '2026-12-01T09:15:00.000Z',
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    expect(screen.getByText('Your booking has been confirmed.')).toBeVisible();
    expect(
      screen.getByText('Travel vaccinations: Hepatitis A on Tuesday 1 December 2026, 9:15am.'),
    ).toBeVisible();
    // spec part 2 §4: 'Book another service resets everything' (no choices carried).
    expect(screen.getByRole('button', { name: 'Book another service' })).toHaveAttribute(
      'href',
      '/my-services/pharmacy-services/book',
    );
    expect(screen.getByRole('link', { name: 'View my booked services' })).toHaveAttribute(
      'href',
      '/my-services/pharmacy-services',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('still confirms when reached again without the booking (a reload)', async () => {
    const { container } = renderScreen(<BookPharmacyServiceConfirmedScreen />, { route: path });
    expect(screen.getByText('Your booking has been confirmed.')).toBeVisible();
    expect(screen.queryByText(/ on /)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
