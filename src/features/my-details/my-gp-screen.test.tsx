import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Destination } from '../../testing/screen-test-helpers';
import { renderScreen } from '../../testing/render-screen';
import { gpDetails, myGpData } from './my-details.fixtures';
import { MyGpScreen } from './my-gp-screen';

const destinations: RouteObject[] = [{ path: '/', element: <Destination name="Home page" /> }];

/** The summary list's value for `key` (the list's terms and definitions, read by role). */
function valueOf(key: string): string | null {
  const keys = screen.getAllByRole('term').map((term) => term.textContent);
  return screen.getAllByRole('definition')[keys.indexOf(key)]?.textContent ?? null;
}

describe('MyGpScreen', () => {
  it('shows a spinner while the GP details load', async () => {
    const { container } = renderScreen(<MyGpScreen />, {
      gateway: { MyGpScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading your GP details')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the practice, its address and telephone, the doctor, and the way to change GP', async () => {
    const { container } = renderScreen(<MyGpScreen />, { gateway: { MyGpScreen: myGpData() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My GP' })).toBeInTheDocument();
    expect(valueOf('GP')).toBe('Riverside Medical Practice');
    expect(valueOf('Address')).toBe('Riverside Health Centre2 Mill LaneNewcastle upon TyneNE3 4AB');
    expect(screen.getByRole('link', { name: '0191 496 0100' })).toHaveAttribute(
      'href',
      'tel:01914960100',
    );
    expect(valueOf('Doctor')).toBe('Dr Priya Shah');
    expect(screen.getByRole('link', { name: 'Change my GP practice' })).toHaveAttribute(
      'href',
      '/my-details/my-gp/change',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says 'none chosen' when the patient has no usual doctor", async () => {
    const { container } = renderScreen(<MyGpScreen />, {
      gateway: { MyGpScreen: myGpData({ ...gpDetails, doctorName: null }) },
    });
    expect(await screen.findByText('none chosen')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends home a patient the gateway gives no GP details (features.myGp false)', async () => {
    renderScreen(<MyGpScreen />, {
      route: '/my-details/my-gp',
      routes: destinations,
      gateway: { MyGpScreen: myGpData(null) },
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows the unexpected-error message when the details cannot be read', async () => {
    const { container } = renderScreen(<MyGpScreen />, {
      gateway: { MyGpScreen: { errorCode: 'common.unexpected' } },
    });
    expect(
      await screen.findByText('Unexpected error happened. Please try again later.'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
