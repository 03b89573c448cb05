import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import {
  linkedPatientServices,
  myServicesData,
  unlinkedPatientServices,
} from './my-services.fixtures';
import { MyServicesScreen } from './my-services-screen';

const cardLinks = () =>
  screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('MyServicesScreen', () => {
  it('shows a spinner while the services load', async () => {
    const { container } = renderScreen(<MyServicesScreen />, {
      gateway: { MyServicesScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading your services')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives a linked patient a card for each GP and pharmacy service, leading to its page', async () => {
    const { container } = renderScreen(<MyServicesScreen />, {
      gateway: { MyServicesScreen: linkedPatientServices },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My services' }),
    ).toBeInTheDocument();
    expect(cardLinks()).toEqual([
      ['Pharmacy services', '/my-services/pharmacy-services'],
      ['GP appointments', '/my-services/appointments'],
      ['Messages', '/my-services/messages'],
      ['Vaccinations', '/my-services/pharmacy-services'],
      ['My medical record', '/my-services/my-medical-record'],
      [
        'Book this service: Book your free NHS flu vaccination at our pharmacy.',
        '/my-services/pharmacy-services',
      ],
    ]);
    expect(
      screen.getByRole('heading', { name: 'Services at Medicines Online Pharmacy Gosforth' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect to your GP' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers an unlinked patient the way to connect to their GP, and no GP services', async () => {
    const { container } = renderScreen(<MyServicesScreen />, {
      gateway: { MyServicesScreen: unlinkedPatientServices },
    });
    expect(await screen.findByRole('link', { name: 'Connect to your GP' })).toHaveAttribute(
      'href',
      '/my-services/register-for-online-services',
    );
    expect(cardLinks()).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says so when no service is open to the patient', async () => {
    const { container } = renderScreen(<MyServicesScreen />, {
      gateway: { MyServicesScreen: myServicesData({}) },
    });
    expect(
      await screen.findByText('There are no services for you to use online at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the unexpected-error message when the services cannot be read', async () => {
    const { container } = renderScreen(<MyServicesScreen />, {
      gateway: { MyServicesScreen: { errorCode: 'common.unexpected' } },
    });
    expect(
      await screen.findByText('Unexpected error happened. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
