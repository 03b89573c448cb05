import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { LoadingSpinner } from './loading-spinner';

describe('LoadingSpinner', () => {
  it('says "Loading" in a status message', async () => {
    const { container } = renderScreen(<LoadingSpinner />);
    // Only the words: the spinner itself is hidden from assistive technology.
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says what is loading when told', () => {
    renderScreen(<LoadingSpinner label="Loading your orders" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders');
  });
});
