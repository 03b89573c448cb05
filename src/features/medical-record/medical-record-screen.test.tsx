import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { MedicalRecordScreen } from './medical-record-screen';
import { largeSection, medicalRecordData, sectionAnswers } from './medical-record.fixtures';

// The tabs keep the open tab in the address's fragment: each test starts without one.
beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

const route = '/my-services/my-medical-record';
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
/** The panel of the selected tab (jsdom has no style sheet to hide the others). */
const openPanel = () => {
  const panel = screen
    .getAllByRole('tabpanel')
    .find((candidate) => !candidate.classList.contains('nhsuk-tabs__panel--hidden'));
  if (!panel) throw new Error('no open panel');
  return panel;
};

describe('MedicalRecordScreen', () => {
  it('shows a spinner while the record loads', async () => {
    const { container } = renderScreen(<MedicalRecordScreen />, {
      route,
      gateway: { MedicalRecordScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading your medical record')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows each shown section as a tab with its count, the first open, with the notice', async () => {
    const { container, gatewayCalls } = renderScreen(<MedicalRecordScreen />, {
      route,
      gateway: { MedicalRecordScreen: medicalRecordData(), MedicalRecordSection: sectionAnswers() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My medical record' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(tabNames()).toEqual([
        'Allergies (3)',
        'Consultations (1)',
        'Immunisations (0)',
        'Medications (1)',
        'Problems (1)',
        'Test Results (6)',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Allergies (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const allergies = openPanel();
    expect(within(allergies).getByText('Allergy to peanut')).toBeVisible();
    expect(within(allergies).getByText('Date: 22 July 2015')).toBeVisible();
    expect(within(allergies).getByText('No description provided.')).toBeVisible();
    expect(within(allergies).getByText('Date not recorded')).toBeVisible();
    expect(screen.getByText(/You have a legal right to see the information/)).toBeVisible();
    expect(screen.getByText(/Your record may contain sensitive information/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print this page' })).toBeVisible();
    // Only the first section came with the counts; no other was read yet.
    expect(gatewayCalls.map((call) => call.operationName)).toEqual(['MedicalRecordScreen']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('reads a section when its tab is opened, once: problems active and past, test results with their history', async () => {
    // React reports a misuse of `use` (the test results' code, loaded with their tab) on the console only.
    const consoleErrors = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderScreen(<MedicalRecordScreen />, {
      route,
      gateway: { MedicalRecordScreen: medicalRecordData(), MedicalRecordSection: sectionAnswers() },
    });
    await user.click(await screen.findByRole('tab', { name: 'Problems (1)' }));
    const problems = openPanel();
    expect(
      await within(problems).findByRole('heading', { level: 3, name: 'Active problems' }),
    ).toBeVisible();
    expect(within(problems).getByText('Essential hypertension')).toBeVisible();
    expect(
      within(problems).getByText('Observation: Blood pressure reading: 152/94 mmHg'),
    ).toBeVisible();
    expect(within(problems).getByRole('heading', { name: 'Past problems' })).toBeVisible();
    expect(within(problems).getByText('Acute tonsillitis')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Test Results (6)' }));
    const results = openPanel();
    expect(
      await within(results).findByRole('heading', { name: 'Serum total cholesterol level' }),
    ).toBeVisible();
    expect(within(results).getByText(/Latest result: 4.3 mmol\/L, 3 March 2025/)).toBeVisible();
    await user.click(
      within(results).getByText('All 5 results', { exact: false, selector: 'span' }),
    );
    const table = within(results).getByRole('table', {
      name: 'Results for Serum total cholesterol level, newest first',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.lastElementChild?.textContent),
      );
    expect(rows[0]).toEqual([
      '3 March 2025',
      '4.3',
      'mmol/L',
      'Up to 5',
      'Within the normal range',
    ]);
    expect(rows[4]).toEqual([
      '10 April 2019',
      '6.2',
      'mmol/L',
      'Up to 5',
      'Above the normal range',
    ]);
    // The chart draws the same five results and is hidden from assistive technology, so no role finds it.
    /* eslint-disable testing-library/no-container, testing-library/no-node-access */
    const chart = container.querySelector('svg.app-trend-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart?.querySelectorAll('circle')).toHaveLength(5);
    /* eslint-enable testing-library/no-container, testing-library/no-node-access */

    await user.click(screen.getByRole('tab', { name: 'Problems (1)' }));
    const sectionReads = gatewayCalls
      .filter((call) => call.operationName === 'MedicalRecordSection')
      .map((call) => call.variables['type']);
    expect(sectionReads).toEqual(['Problems', 'TestResults']);
    expect(await axe(container)).toHaveNoViolations();
    expect(consoleErrors.mock.calls.flat().map(String).join('\n')).not.toMatch(/use\(\)/);
    consoleErrors.mockRestore();
  });

  it('shows only the sections the practice shows', async () => {
    renderScreen(<MedicalRecordScreen />, {
      route,
      gateway: {
        MedicalRecordScreen: medicalRecordData({
          types: ['Allergies', 'Medication', 'Problems', 'TestResults'],
        }),
      },
    });
    await waitFor(() =>
      expect(tabNames()).toEqual([
        'Allergies (3)',
        'Medications (1)',
        'Problems (1)',
        'Test Results (6)',
      ]),
    );
  });

  it('says what an empty section holds', async () => {
    const { container } = renderScreen(<MedicalRecordScreen />, {
      route,
      gateway: { MedicalRecordScreen: medicalRecordData({ entries: { Allergies: [] } }) },
    });
    expect(await screen.findByText('There are no allergies on your record.')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps the other sections when one could not be read, and says so in its tab', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<MedicalRecordScreen />, {
      route,
      gateway: {
        MedicalRecordScreen: medicalRecordData({ failed: ['Allergies'] }),
        MedicalRecordSection: sectionAnswers(['Allergies']),
      },
    });
    await waitFor(() => expect(tabNames()[0]).toBe('Allergies'));
    expect(tabNames()[1]).toBe('Consultations (1)');
    const message = 'Unable to retrieve medical record at this time. Please try again.';
    expect(within(openPanel()).getByText(message)).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
    // Trying again reads the section afresh; still failing, the message stays.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(openPanel()).findByText(message)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Consultations (1)' }));
    expect(await within(openPanel()).findByText('Telephone consultation')).toBeVisible();
  });

  it('shows the catalogue message when the record cannot be loaded at all', async () => {
    const { container } = renderScreen(<MedicalRecordScreen />, {
      route,
      gateway: { MedicalRecordScreen: { errorCode: 'medicalRecord.loadFailed' } },
    });
    expect(
      await screen.findByText('Unable to retrieve medical record at this time. Please try again.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a long section at once and the rest of its entries straight after', async () => {
    renderScreen(<MedicalRecordScreen />, {
      route,
      gateway: {
        MedicalRecordScreen: medicalRecordData({ entries: { Allergies: largeSection(150) } }),
      },
    });
    expect(await screen.findByRole('tab', { name: 'Allergies (150)' })).toBeInTheDocument();
    await waitFor(() => expect(within(openPanel()).getAllByRole('listitem')).toHaveLength(150));
  });
});
