import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { linkedPatientDetails, unlinkedPatientDetails } from './my-details.fixtures';
import { MyDetailsScreen } from './my-details-screen';

const links = () =>
  screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('MyDetailsScreen', () => {
  it('shows a spinner while the details load', async () => {
    const { container } = renderScreen(<MyDetailsScreen />, {
      gateway: { MyDetailsScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading your details')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives a linked patient every card, My GP included, and the way to deregister', async () => {
    const { container } = renderScreen(<MyDetailsScreen />, {
      gateway: { MyDetailsScreen: linkedPatientDetails },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My details' }),
    ).toBeInTheDocument();
    expect(links()).toEqual([
      ['My profile', '/my-details/my-profile'],
      ['My linked patients', '/my-details/my-linked-patients'],
      ['My GP', '/my-details/my-gp'],
      ['My pharmacy', '/my-details/my-pharmacy'],
      ['Notifications', '/my-details/notifications'],
      ['Deregister for online services', '/my-details/deregister'],
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leaves out My GP and deregistering for a patient who is not linked', async () => {
    const { container } = renderScreen(<MyDetailsScreen />, {
      gateway: { MyDetailsScreen: unlinkedPatientDetails },
    });
    expect(await screen.findByRole('link', { name: 'My profile' })).toBeInTheDocument();
    expect(links().map(([name]) => name)).toEqual([
      'My profile',
      'My linked patients',
      'My pharmacy',
      'Notifications',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the unexpected-error message when the details cannot be read', async () => {
    const { container } = renderScreen(<MyDetailsScreen />, {
      gateway: { MyDetailsScreen: { errorCode: 'common.unexpected' } },
    });
    expect(
      await screen.findByText('Unexpected error happened. Please try again later.'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
