import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  homeGateway,
  homeScreenData,
  multiPatient,
  multiPatientAsTom,
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

export const LoadFailed: Story = {
  parameters: { gateway: { HomeScreen: { errorCode: 'common.unexpected' } } },
};
