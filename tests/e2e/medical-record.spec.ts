import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { Frame } from './pages/frame';
import { LoginPage } from './pages/login-page';
import {
  MedicalRecordPage,
  medicalRecordContent as content,
  type SectionType,
} from './pages/medical-record-page';
import { frameContent, pageTitle } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { expectedTabs, seededEntries, seededRecords } from './support/medical-record';
import { startOrdersOutage, type OrdersOutage } from './support/orders-outage';

/**
 * spec part 2 'My medical record', §6, §8 (issue #18). The record is read-only, so the journeys change nothing.
 * Alex's practice shows every section; Toby's (TPP-like) has consultations and immunisations off; Ruby's has
 * the record off. The counts are worked out from the seeded records themselves.
 */
const allSections: SectionType[] = [
  'Allergies',
  'Consultations',
  'Immunisations',
  'Medication',
  'Problems',
  'TestResults',
];

async function signIn(page: Page, email: string): Promise<Frame> {
  await new LoginPage(page).signInAs(email);
  await expect(page).toHaveURL(/\/$/);
  return new Frame(page);
}

/** The history table's rows as a user reads them, one array of cell texts per row. */
async function historyRows(page: Page, test: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: `Results for ${test}, newest first` });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  const texts: string[][] = [];
  for (const row of (await rows.all()).slice(1)) {
    texts.push(
      await row
        .getByRole('cell')
        .evaluateAll((cells) => cells.map((cell) => cell.lastElementChild?.textContent ?? '')),
    );
  }
  return texts;
}

test('alex opens every section from My services: counts as on his GP record, active problems only, a test over the years', async ({
  page,
}) => {
  const frame = await signIn(page, demoEmails.alexLinked);
  await frame.navigationLink(frameContent.myServices).click();
  await frame.main.getByRole('link', { name: 'My medical record', exact: true }).click();
  await expect(page).toHaveURL(/\/my-services\/my-medical-record$/);
  const record = new MedicalRecordPage(page);
  await record.expectLoaded();
  await expect(page).toHaveTitle(pageTitle(content.heading));
  await expect(frame.main.getByRole('heading', { level: 2, name: content.notice })).toBeVisible();
  await expect(frame.main.getByText(content.sensitive)).toBeVisible();
  await expect(frame.main.getByText(content.rightOfAccess)).toBeVisible();
  await expect(record.tabs).toHaveText(expectedTabs(seededRecords.alex, allSections));
  await expect(record.entries()).toHaveCount(3);
  await expect(record.openPanel.getByText(content.noDescription)).toBeVisible();
  await expectAccessible(page);

  for (const type of ['Consultations', 'Immunisations', 'Medication'] as const) {
    await record.openSection(type);
    await expect(record.entries()).toHaveCount(seededEntries(seededRecords.alex, type).length);
  }
  await expect(record.openPanel.getByText('First issued: 15 March 2021')).toBeVisible();

  // Problems: the tab counts the two active ones; the two past ones are listed too, apart.
  const problems = await record.openSection('Problems');
  await expect(record.tab('Problems')).toHaveText('Problems (2)');
  const active = problems.getByRole('heading', { level: 3, name: 'Active problems' });
  await expect(active).toBeVisible();
  await expect(record.entries()).toHaveText([/^Essential hypertension/, /^Asthma/]);
  await expect(problems.getByRole('heading', { level: 3, name: 'Past problems' })).toBeVisible();
  await expect(problems.getByText('Acute tonsillitis')).toBeVisible();
  await expect(problems.getByText('Fracture of distal end of radius')).toBeVisible();

  // Test results: cholesterol five times since 2019, as a table in words beside its chart.
  const results = await record.openSection('TestResults');
  const cholesterol = 'Serum total cholesterol level';
  await expect(results.getByRole('heading', { level: 3, name: cholesterol })).toBeVisible();
  await results.getByText(`All 5 results for ${cholesterol}`).click();
  expect(await historyRows(page, cholesterol)).toEqual([
    ['3 March 2025', '4.3', 'mmol/L', 'Up to 5', 'Within the normal range'],
    ['1 June 2023', '4.6', 'mmol/L', 'Up to 5', 'Within the normal range'],
    ['20 May 2022', '5.4', 'mmol/L', 'Up to 5', 'Above the normal range'],
    ['15 March 2021', '6.8', 'mmol/L', 'Up to 5', 'Above the normal range'],
    ['10 April 2019', '6.2', 'mmol/L', 'Up to 5', 'Above the normal range'],
  ]);
  const chart = results.locator('svg.app-trend-chart').first();
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-hidden', 'true');
  await expect(chart.locator('circle')).toHaveCount(5);
  await expectAccessible(page);
});

test('toby’s practice shows four sections: those switched off are neither shown nor counted; printing gives the whole record', async ({
  page,
}) => {
  await signIn(page, demoEmails.tobyReasonRequired);
  const record = new MedicalRecordPage(page);
  await record.open();
  const shown: SectionType[] = ['Allergies', 'Medication', 'Problems', 'TestResults'];
  await expect(record.tabs).toHaveText(expectedTabs(seededRecords.toby, shown));
  await expect(record.tab('Consultations')).toHaveCount(0);
  await expect(record.tab('Immunisations')).toHaveCount(0);

  // 'Print this page' reads the sections not opened yet, then prints without the menu, every section in turn.
  await page.evaluate(() => {
    const counter = window as unknown as { printed: number };
    counter.printed = 0;
    window.print = () => {
      counter.printed += 1;
    };
  });
  await record.frame.main.getByRole('button', { name: content.print }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(record.frame.navigation).toBeHidden();
  await expect(record.tabs.first()).toBeHidden();
  for (const type of shown) {
    await expect(
      record.frame.main.getByRole('heading', { level: 2, name: content.sections[type] }),
    ).toBeVisible();
  }
  await expect(record.frame.main.getByText('Osteoarthritis of knee')).toBeVisible();
  await expect(record.frame.main.getByText('Naproxen 500mg tablets')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const results = await record.openSection('TestResults');
  await results.getByText('All 2 results for Serum vitamin D level').click();
  expect(await historyRows(page, 'Serum vitamin D level')).toEqual([
    ['22 April 2025', '64', 'nmol/L', '50 or more', 'Within the normal range'],
    ['2 December 2024', '38', 'nmol/L', '50 or more', 'Below the normal range'],
  ]);
});

test('ruby, whose practice has the record off, has no card for it and is sent home from its address', async ({
  page,
}) => {
  const frame = await signIn(page, demoEmails.rubyRecordOff);
  await frame.navigationLink(frameContent.myServices).click();
  await expect(frame.pageHeading).toHaveText('My services');
  await expect(
    frame.main.getByRole('link', { name: 'GP appointments', exact: true }),
  ).toBeVisible();
  await expect(frame.main.getByRole('link', { name: 'My medical record' })).toHaveCount(0);
  await page.goto('/my-services/my-medical-record');
  await expect(page).toHaveURL(/\/$/);
});

/** A second gateway whose API fails the test results section of the record, and only that. */
const outageTest = test.extend<object, { outage: OrdersOutage }>({
  outage: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const outage = await startOrdersOutage(['medicalRecord'], {
        onlyWhenBody: (body) =>
          (body as { medicalRecordType?: string } | null)?.medicalRecordType === 'TestResults',
      });
      await use(outage);
      await outage.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ outage }, use) => use(outage.gatewayURL),
});

outageTest(
  'a section the GP system fails to give says so in its tab, and the other sections still show',
  async ({ page, outage }) => {
    await signIn(page, demoEmails.alexLinked);
    outage.takeOrdersDown('unavailable');
    try {
      const record = new MedicalRecordPage(page);
      await record.open();
      await expect(record.tab('TestResults')).toHaveText('Test Results');
      await expect(record.tab('Allergies')).toHaveText('Allergies (3)');
      const results = await record.openSection('TestResults');
      await expect(results.getByText(content.loadFailed)).toBeVisible();
      await expectAccessible(page);
      await record.openSection('Problems');
      await expect(record.entries()).toHaveCount(2);
    } finally {
      outage.bringOrdersBack();
    }
  },
);
