import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { iosAppBannerStorageKey } from './components/ios-app-banner-request';
import {
  crowdedSchedule,
  homeGateway,
  liveOrders,
  manualReorderingPatient,
  populatedHomeData,
  populatedPatient,
  tppDueSchedule,
  homeScreenData,
  multiPatient,
  multiPatientAsTom,
  multiPatientAsUnlinkedTom,
  singlePatient,
  unlinkedPatient,
} from './home-screen.fixtures';
import { HomeScreen } from './home-screen';

const meta = {
  title: 'Home/Home screen',
  component: HomeScreen,
  parameters: { route: '/', gateway: homeGateway(singlePatient) },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { HomeScreen: { pending: true } } },
};

export const SinglePatient: Story = {};

export const MultiPatient: Story = {
  parameters: {
    gateway: {
      ...homeGateway(multiPatient),
      // Pressing a patient in the story sends selectPatient and reloads (the same answer here).
      SelectPatient: { data: { selectPatient: { patient: { id: 'p-tom' } } } },
    },
  },
};

export const MultiPatientAfterSwitch: Story = {
  parameters: { gateway: { HomeScreen: homeScreenData(multiPatientAsTom) } },
};

export const Unlinked: Story = {
  parameters: { gateway: homeGateway(unlinkedPatient) },
};

/** An unlinked patient who came from the iOS app: two 'Important' banners, named apart by their text. */
export const UnlinkedOnIos: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      iosAppBannerStorageKey,
      JSON.stringify({ state: { requested: true }, version: 0 }),
    );
    return () => sessionStorage.removeItem(iosAppBannerStorageKey);
  },
  parameters: { gateway: homeGateway(unlinkedPatient) },
};

export const LoadFailed: Story = {
  parameters: { gateway: { HomeScreen: { errorCode: 'common.unexpected' } } },
};

/** Every card of a linked, prescribing patient at a pharmacy promoting services. */
export const Populated: Story = {
  parameters: { gateway: { HomeScreen: populatedHomeData } },
};

export const TppDueForReorder: Story = {
  parameters: { gateway: homeGateway(populatedPatient, { todaysSchedule: tppDueSchedule }) },
};

export const CrowdedSchedule: Story = {
  parameters: {
    gateway: homeGateway(populatedPatient, { todaysSchedule: crowdedSchedule, orders: liveOrders }),
  },
};

/** Morgan: 'Important update' and the link prompt. */
export const ManualReordering: Story = {
  parameters: { gateway: homeGateway(manualReorderingPatient) },
};

/** Orders could not be read: the catalogue's orders message and a retry (the whole query fails). */
export const OrdersLoadFailed: Story = {
  parameters: { gateway: { HomeScreen: { errorCode: 'orders.loadFailed' } } },
};

export const IosAppBanner: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      iosAppBannerStorageKey,
      JSON.stringify({ state: { requested: true }, version: 0 }),
    );
    return () => sessionStorage.removeItem(iosAppBannerStorageKey);
  },
  parameters: { gateway: homeGateway(populatedPatient) },
};

/** Dismissing the link prompt: the banner goes, focus moves to the h1 and a status message says so. */
export const LinkPromptDismissed: Story = {
  parameters: {
    gateway: {
      ...homeGateway(manualReorderingPatient),
      DismissLinkPrompt: { data: { dismissLinkPrompt: { features: { linkPrompt: false } } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Dismiss this message about linking your account',
      }),
    );
    await waitFor(() =>
      expect(
        canvas.queryByRole('region', { name: /^Important To enable/ }),
      ).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Morgan' })).toHaveFocus();
    await expect(
      await canvas.findByText(
        'You will not be asked to link your account again. You can still link it from the Patients section.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Morgan' })).toHaveFocus();
  },
};

/** Whether the switching stories below have chosen Tom yet; reset before each of them runs. */
const switchState = { toTom: false };

/** Home for the multi-patient account until Tom is chosen, then `afterSwitch`. */
function switchingToTom(afterSwitch: typeof multiPatient) {
  return {
    HomeScreen: () => homeScreenData(switchState.toTom ? afterSwitch : multiPatient),
    SelectPatient: () => {
      switchState.toTom = true;
      return { data: { selectPatient: { patient: { id: 'p-tom' } } } };
    },
  };
}

/** Keyboard switch: the pressed button stays on the page as the selected one and keeps focus. */
export const SwitchKeepsFocus: Story = {
  beforeEach: () => {
    switchState.toTom = false;
  },
  parameters: { gateway: switchingToTom(multiPatientAsTom) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tom = await canvas.findByRole('button', { name: 'Switch to Tom Smith' });
    tom.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { level: 1, name: 'Welcome, Tom' });
    const selectedTom = canvas.getByRole('button', { name: 'Tom Smith (selected)' });
    await expect(selectedTom).toHaveFocus();
    await expect(selectedTom).toBe(tom);
  },
};

/** Switching to a patient the API lists nobody else for: no list, so focus goes to the switcher heading. */
export const SwitchToUnlinkedKeepsFocus: Story = {
  beforeEach: () => {
    switchState.toTom = false;
  },
  parameters: { gateway: switchingToTom(multiPatientAsUnlinkedTom) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tom = await canvas.findByRole('button', { name: 'Switch to Tom Smith' });
    tom.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { level: 1, name: 'Welcome, Tom' });
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Patients' })).toHaveFocus(),
    );
  },
};
