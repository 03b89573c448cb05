import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { Destination, leaveAndComeBack } from '../../testing/screen-test-helpers';
import { MyPharmacyScreen } from './my-pharmacy-screen';
import { myPharmacy, myPharmacyGateway } from './pharmacy.fixtures';
import { summaryRows } from './summary-rows.test-helper';

const destinations: RouteObject[] = [
  { path: '/choose-pharmacy', element: <Destination name="Choose pharmacy page" /> },
];

function renderMyPharmacy(gateway = myPharmacyGateway()) {
  return renderScreen(<MyPharmacyScreen />, {
    route: '/my-details/my-pharmacy',
    gateway,
    routes: destinations,
  });
}

describe('MyPharmacyScreen', () => {
  it('shows a spinner while the pharmacy loads', async () => {
    const { container } = renderMyPharmacy({ MyPharmacyScreen: { pending: true } } as never);
    expect(await screen.findByText('Loading your pharmacy')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when the pharmacy cannot load, with Try again', async () => {
    const { container } = renderMyPharmacy({
      MyPharmacyScreen: { errorCode: 'common.unexpected' },
    } as never);
    expect(
      await screen.findByText('Unexpected error happened. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the name, address, telephone, opening times and services', async () => {
    const { container } = renderMyPharmacy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My pharmacy' }),
    ).toBeInTheDocument();
    expect(summaryRows(container)).toEqual([
      ['Pharmacy', myPharmacy.businessName],
      ['Address', '12 High StreetNewcastle upon TyneNE1 7RU'],
      ['Telephone', '0191 496 0000'],
    ]);
    expect(screen.getByRole('link', { name: '0191 496 0000' })).toHaveAttribute(
      'href',
      'tel:01914960000',
    );

    const table = screen.getByRole('table', { name: 'Opening times' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Monday', '9:00 am to 1:00 pm, 2:00 pm to 5:30 pm'],
      ['Tuesday', '9:00 am to 1:00 pm, 2:00 pm to 5:30 pm'],
      ['Wednesday', '9:00 am to 1:00 pm, 2:00 pm to 5:30 pm'],
      ['Thursday', '9:00 am to 1:00 pm, 2:00 pm to 5:30 pm'],
      ['Friday', '9:00 am to 1:00 pm, 2:00 pm to 5:30 pm'],
      ['Saturday', '9:00 am to 12:00 pm'],
      ['Sunday', 'Closed'],
    ]);

    const services = screen.getByRole('list', { name: 'Services offered' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(myPharmacy.servicesOffered);
    expect(screen.getByRole('link', { name: 'Book a pharmacy service' })).toHaveAttribute(
      'href',
      '/my-services/pharmacy-services',
    );
    // An NHS button link (nhsuk-frontend gives it role=button, as the design system's button links have).
    expect(screen.getByRole('button', { name: 'Change my Pharmacy' })).toHaveAttribute(
      'href',
      '/my-details/my-pharmacy/change',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the pharmacy just chosen, not the choice again, coming back on the answer read before', async () => {
    // Sent to choose a pharmacy while the patient had none; the answer saying so is still held.
    const app = leaveAndComeBack();
    const gateway = myPharmacyGateway({ pharmacy: null });
    renderScreen(<MyPharmacyScreen />, {
      route: '/my-details/my-pharmacy',
      gateway,
      routes: [
        {
          path: '/choose-pharmacy',
          element: (
            <>
              <Destination name="Choose pharmacy page" />
              <app.Controls />
            </>
          ),
        },
      ],
    });
    expect(await screen.findByText('Choose pharmacy page')).toBeInTheDocument();

    // The pharmacy chosen (choosing refreshes every query where it is next shown), then My pharmacy at once.
    Object.assign(gateway, myPharmacyGateway());
    await app.changeMade();
    app.comeBackTo('/my-details/my-pharmacy');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My pharmacy' }),
    ).toBeInTheDocument();
    expect(screen.getByText(myPharmacy.businessName)).toBeInTheDocument();
  });

  it('offers booking only when it is enabled', async () => {
    const { container } = renderMyPharmacy(myPharmacyGateway({ booking: false }));
    await screen.findByRole('heading', { level: 1, name: 'My pharmacy' });
    expect(screen.queryByRole('link', { name: 'Book a pharmacy service' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when there is no telephone number or service listed', async () => {
    const { container } = renderMyPharmacy(
      myPharmacyGateway({
        pharmacy: { ...myPharmacy, telephoneNumber: null, servicesOffered: [] },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'My pharmacy' });
    expect(summaryRows(container)[2]).toEqual(['Telephone', 'Not given']);
    expect(screen.getByText('This pharmacy has not listed any services.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
