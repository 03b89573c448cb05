import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { prescriptionCourses } from '../home-screen.fixtures';
import { PrescriptionsCard } from './prescriptions-card';

describe('PrescriptionsCard', () => {
  it('counts the courses and links to a new order when the patient can order', async () => {
    const { container } = renderScreen(
      <PrescriptionsCard courses={prescriptionCourses} canOrder />,
    );
    expect(screen.getByText('You have 3 repeat prescriptions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order a repeat prescription' })).toHaveAttribute(
      'href',
      '/my-meds/orders/new',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers no order link when the new-order flow is closed to the patient', () => {
    renderScreen(<PrescriptionsCard courses={[]} canOrder={false} />);
    expect(screen.getByText('You have no repeat prescriptions.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
