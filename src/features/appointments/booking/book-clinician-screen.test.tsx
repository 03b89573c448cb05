import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../../testing/gateway-mock';
import { renderScreen } from '../../../testing/render-screen';
import { BookClinicianScreen } from './book-clinician-screen';
import { cliniciansData } from './booking.fixtures';
import { bookingDestinations } from '../../../testing/booking-destinations';

const path = '/my-services/appointments/book/clinician';

function renderClinician(search = '?type=Practice&practitioner=GP', gateway: GatewayMocks = {}) {
  return renderScreen(<BookClinicianScreen />, {
    route: `${path}${search}`,
    routes: bookingDestinations.filter((route) => route.path !== path),
    gateway: { BookClinicianScreen: cliniciansData, ...gateway },
  });
}

const clinicianGroup = () =>
  screen.getByRole('group', { name: 'Which clinician do you want to see?' });

/** The clinician radios offered, in order, by their names. */
function expectRadioNames(names: string[]) {
  const radios = within(clinicianGroup()).getAllByRole('radio');
  expect(radios).toHaveLength(names.length);
  names.forEach((name, index) => expect(radios[index]).toHaveAccessibleName(name));
}

describe('BookClinicianScreen', () => {
  it('shows a spinner while the clinicians load', async () => {
    const { container } = renderClinician(undefined, { BookClinicianScreen: { pending: true } });
    expect(await screen.findByText('Loading appointment choices')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers the GPs only, no preference chosen, and narrows them by the sex chosen', async () => {
    const user = userEvent.setup();
    const { container } = renderClinician();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Do you want to choose a clinician?' }),
    ).toBeVisible();
    expectRadioNames(['No preference', 'Dr Priya Shah', 'Dr Amir Khan']);
    expect(within(clinicianGroup()).getByRole('radio', { name: 'No preference' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/my-services/appointments/book/practitioner?type=Practice&practitioner=GP',
    );
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expectRadioNames(['No preference', 'Dr Amir Khan']);
    await user.click(screen.getByRole('radio', { name: 'Dr Amir Khan' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Date step?type=Practice&practitioner=GP&sex=Male&clinician=C2'),
    ).toBeInTheDocument();
  });

  it('drops a chosen clinician whom the sex chosen afterwards leaves out', async () => {
    const user = userEvent.setup();
    renderClinician('?type=Practice&clinician=C1');
    expect(await screen.findByRole('radio', { name: 'Dr Priya Shah' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(within(clinicianGroup()).getByRole('radio', { name: 'No preference' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Date step?type=Practice&sex=Male')).toBeInTheDocument();
  });

  it('shows the catalogue message when the clinicians cannot be read', async () => {
    const { container } = renderClinician(undefined, {
      BookClinicianScreen: { errorCode: 'appointments.cliniciansFailed' },
    });
    expect(
      await screen.findByText('Unable to get clinicians at this time. Please try again.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});
