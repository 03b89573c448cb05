import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { AgeCheckScreen } from './age-check-screen';
import { BenefitsScreen } from './benefits-screen';

const destinations: RouteObject[] = [{ path: '/age-check-and-email', element: <AgeCheckScreen /> }];

describe('BenefitsScreen', () => {
  it('says what an account is for and continues to the age question', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<BenefitsScreen />, {
      route: '/benefits',
      routes: destinations,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'What you can do with an account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/ways-to-register');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Are you 16 or over?' }),
    ).toBeInTheDocument();
  });
});
