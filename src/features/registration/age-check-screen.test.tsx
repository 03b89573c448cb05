import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import {
  Destination,
  expectFocusAround,
  stubScrollIntoView,
} from '../../testing/screen-test-helpers';
import { AgeCheckScreen } from './age-check-screen';

beforeAll(stubScrollIntoView);

const destinations: RouteObject[] = [
  { path: '/verify-email', element: <Destination name="Verify email page" /> },
  { path: '/age-check-and-email', element: <AgeCheckScreen /> },
];

function renderAgeCheck() {
  const user = userEvent.setup();
  return {
    user,
    ...renderScreen(<AgeCheckScreen />, { route: '/age-check-and-email', routes: destinations }),
  };
}

describe('AgeCheckScreen', () => {
  it('asks the question with Yes and No', async () => {
    const { container } = renderAgeCheck();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Are you 16 or over?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Are you 16 or over?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks for an answer in a focused error summary linked to the first radio', async () => {
    const { user, container } = renderAgeCheck();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const link = await screen.findByRole('link', { name: 'Select yes if you are 16 or over' });
    await expectFocusAround(link);
    expect(document.title).toMatch(/^Error: Are you 16 or over\?/);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(link);
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
  });

  it('continues to the email step on Yes', async () => {
    const { user } = renderAgeCheck();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Verify email page/)).toBeInTheDocument();
  });

  it('explains on No why an account cannot be made and where to get help', async () => {
    const { user, container } = renderAgeCheck();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You cannot create an account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NHS 111 online' })).toHaveAttribute(
      'href',
      'https://111.nhs.uk/',
    );
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Change my answer' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Are you 16 or over?' })).toHaveFocus(),
    );
  });
});
