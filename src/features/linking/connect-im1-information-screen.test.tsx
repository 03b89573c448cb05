import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { ConnectIm1InformationScreen } from './connect-im1-information-screen';

const renderInformation = (featureNHSLogin: boolean) =>
  renderScreen(<ConnectIm1InformationScreen />, {
    route: '/connect-im1-information',
    gateway: { ConnectIm1InformationScreen: { data: { config: { featureNHSLogin } } } },
  });

describe('ConnectIm1InformationScreen', () => {
  it('shows a spinner while the page loads', async () => {
    const { container } = renderScreen(<ConnectIm1InformationScreen />, {
      gateway: { ConnectIm1InformationScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('explains the linkage letter and continues to the form', async () => {
    const { container } = renderInformation(false);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What is a Linkage Letter?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Linkage Letter' })).toHaveAttribute(
      'href',
      '/connect-im1-form',
    );
    expect(screen.queryByRole('button', { name: 'Register with NHS' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers NHS login behind the confirmation panel, and Go Back closes it', async () => {
    const user = userEvent.setup();
    const { container } = renderInformation(true);
    const opener = await screen.findByRole('button', { name: 'Register with NHS' });
    await user.click(opener);
    const panel = screen.getByRole('region', { name: 'Before you continue to NHS login' });
    expect(panel).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continue to NHS login' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(panel).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
