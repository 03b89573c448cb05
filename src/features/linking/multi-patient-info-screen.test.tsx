import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { Destination, leaveAndComeBack } from '../../testing/screen-test-helpers';
import { multiPatientGateway } from './linking.fixtures';
import { MultiPatientInfoScreen } from './multi-patient-info-screen';

const renderInfo = (others: number) =>
  renderScreen(<MultiPatientInfoScreen />, {
    route: '/my-services/multi-patient-info',
    gateway: multiPatientGateway(others),
    routes: [
      {
        path: '/my-details/my-linked-patients',
        element: <Destination name="My linked patients" />,
      },
      {
        path: '/my-services/register-for-online-services',
        element: <Destination name="Register for online services" />,
      },
    ],
  });

describe('MultiPatientInfoScreen', () => {
  it('explains multi-patient access with Add Patient', async () => {
    const { container } = renderInfo(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What is multi-patient access?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Patient' })).toHaveAttribute(
      'href',
      '/my-services/register-for-online-services?secondary=true',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('goes to My linked patients with more than one other patient', async () => {
    renderInfo(2);
    expect(await screen.findByText('My linked patients?hasMultiPatient=true')).toBeInTheDocument();
  });

  it('decides again once a patient is added, not on the count it read before', async () => {
    const app = leaveAndComeBack();
    const gateway = multiPatientGateway(0);
    renderScreen(<MultiPatientInfoScreen />, {
      route: '/my-services/multi-patient-info',
      gateway,
      routes: [
        {
          path: '/my-services/register-for-online-services',
          element: (
            <>
              <Destination name="Register for online services" />
              <app.Controls />
            </>
          ),
        },
      ],
    });
    expect(
      await screen.findByText('Register for online services?noLinkedPatients=true'),
    ).toBeInTheDocument();

    // A patient added (the letter form refreshes every other query, link-with-letter.ts), and Add Patient
    // chosen again at once, while the count read before is still held.
    Object.assign(gateway, multiPatientGateway(1));
    await app.changeMade();
    app.comeBackTo('/my-services/multi-patient-info');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'What is multi-patient access?' }),
    ).toBeInTheDocument();
  });

  it('goes to the no-linked-patients guidance with none', async () => {
    renderInfo(0);
    expect(
      await screen.findByText('Register for online services?noLinkedPatients=true'),
    ).toBeInTheDocument();
  });
});
