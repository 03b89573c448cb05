import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { plainPharmacy, promotingPharmacy } from '../home-screen.fixtures';
import { PromotedServices } from './promoted-services';

describe('PromotedServices', () => {
  it("shows one card per promoted service in the pharmacy's words", async () => {
    const { container } = renderScreen(<PromotedServices pharmacy={promotingPharmacy} />);
    expect(
      screen.getByRole('region', { name: 'Services at Gosforth High Street Pharmacy' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Free blood pressure check for adults aged 40 and over.'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows nothing when the pharmacy promotes no service card', () => {
    const { container } = renderScreen(<PromotedServices pharmacy={plainPharmacy} />);
    expect(container).toBeEmptyDOMElement();
    renderScreen(
      <PromotedServices pharmacy={{ ...promotingPharmacy, hasPromoteServiceCard: false }} />,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
