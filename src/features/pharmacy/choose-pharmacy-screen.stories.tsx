import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChangePharmacyScreen, ChoosePharmacyScreen } from './choose-pharmacy-screen';
import {
  choosePharmacyGateway,
  currentPharmacy,
  demoPostcode,
  stubGeolocation,
  type GeolocationAnswer,
} from './pharmacy.fixtures';

const meta = {
  title: 'Pharmacy/Choose pharmacy screen',
  component: ChoosePharmacyScreen,
  parameters: { route: '/choose-pharmacy', gateway: choosePharmacyGateway() },
  // The browser is not asked where it is: each story says what it answers (by default, Newcastle).
  beforeEach: ({ parameters }) =>
    stubGeolocation(
      (parameters as { geolocation?: GeolocationAnswer }).geolocation ?? {
        latitude: 54.97,
        longitude: -1.61,
      },
    ),
} satisfies Meta<typeof ChoosePharmacyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const changeRoute = '/my-details/my-pharmacy/change';
const changeGateway = (options: Parameters<typeof choosePharmacyGateway>[0] = {}) =>
  choosePharmacyGateway({ pharmacy: currentPharmacy, ...options });

async function choose(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name }));
  return canvas;
}

async function searchFor(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Search nearby postcode' }),
    `${text}{Enter}`,
  );
  return canvas;
}

export const Loading: Story = {
  parameters: { gateway: choosePharmacyGateway({ screen: { pending: true } }) },
};

export const LoadFailed: Story = {
  parameters: { gateway: choosePharmacyGateway({ screen: { errorCode: 'common.unexpected' } }) },
};

/** Registration: the pharmacies near the browser, and the notice that there is no map (no key). */
export const Results: Story = {};

/** Still finding the pharmacies nearby. */
export const FindingPharmacies: Story = {
  parameters: { gateway: choosePharmacyGateway({ nearby: { pending: true } }) },
};

export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Quayside Pharmacy');
    await expect(await canvas.findByRole('heading', { name: 'Chosen pharmacy' })).toBeVisible();
  },
};

/** Next pressed with no pharmacy chosen. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: 'Quayside Pharmacy' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('link', { name: 'Choose a pharmacy' })).toBeVisible();
  },
};

/** An account with more than one patient: the all-patients agreement. */
export const SeveralPatients: Story = {
  parameters: { gateway: choosePharmacyGateway({ linkedPatients: 3 }) },
};

export const InvalidAccount: Story = {
  parameters: { route: { pathname: '/choose-pharmacy', state: { invalidAccount: true } } },
};

export const GeolocationUnsupported: Story = { parameters: { geolocation: 'unsupported' } };

export const LoadPharmaciesFailed: Story = {
  parameters: { gateway: choosePharmacyGateway({ nearby: { errorCode: 'pharmacy.loadFailed' } }) },
};

/** Part of a postcode typed: the list is narrowed after 1 s. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'NE3');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('1 pharmacy has a postcode'),
    );
  },
};

export const PostcodeSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, demoPostcode);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(`2 pharmacies near ${demoPostcode}`),
    );
  },
};

export const PostcodeNotFound: Story = {
  parameters: {
    gateway: choosePharmacyGateway({ search: { errorCode: 'pharmacy.postcodeNotFound' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'ZZ1 1ZZ');
    await expect(
      await canvas.findByRole('link', { name: /We could not find that postcode/ }),
    ).toBeVisible();
  },
};

export const SearchFailed: Story = {
  parameters: {
    gateway: choosePharmacyGateway({ search: { errorCode: 'pharmacy.searchFailed' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, demoPostcode);
    await expect(
      await canvas.findByText('Unable to search for pharmacies at this time. Please try again.'),
    ).toBeVisible();
  },
};

/** Next pressed: saving the choice. */
export const Saving: Story = {
  parameters: { gateway: choosePharmacyGateway({ choose: { pending: true } }) },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Quayside Pharmacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('button', { name: 'Saving' })).toBeVisible();
  },
};

/** Changing: starts from the current pharmacy. */
export const ChangeMode: Story = {
  render: () => <ChangePharmacyScreen />,
  parameters: { route: changeRoute, gateway: changeGateway() },
};

/** Changing: Submit pressed with the current pharmacy still chosen. */
export const ChangeSameAsCurrent: Story = {
  ...ChangeMode,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: 'Quayside Pharmacy' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByRole('link', {
        name: 'Choose a different pharmacy from your current one',
      }),
    ).toBeVisible();
  },
};

/** Changing: 'Change Pharmacy' pressed, the choice reset. */
export const ChangeReset: Story = {
  ...ChangeMode,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The nearby pharmacies come in their own request, after the screen's.
    const firstChoice = await canvas.findByRole('radio', { name: 'High Street Pharmacy' });
    await userEvent.click(canvas.getByRole('button', { name: 'Change Pharmacy' }));
    await expect(firstChoice).toHaveFocus();
  },
};

export const ChangeFailed: Story = {
  render: () => <ChangePharmacyScreen />,
  parameters: {
    route: changeRoute,
    gateway: changeGateway({ choose: { errorCode: 'pharmacy.changeFailed' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Quayside Pharmacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByText('Unable to change pharmacy at this time. Please try again.'),
    ).toBeVisible();
  },
};

/** The API refused the choice with its own reason (a 422): its message is shown. */
export const ChangeRefusedWithReason: Story = {
  render: () => <ChangePharmacyScreen />,
  parameters: {
    route: changeRoute,
    gateway: changeGateway({
      choose: { errorCode: 'pharmacy.changeFailed', serverMessage: 'Pharmacy not found' },
    }),
    pseudoLocale: { patientText: ['Pharmacy not found'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Quayside Pharmacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Pharmacy not found')).toBeVisible();
  },
};
