import type { Meta, StoryObj } from '@storybook/react-vite';
import { linkedPatientDetails, unlinkedPatientDetails } from './my-details.fixtures';
import { MyDetailsScreen } from './my-details-screen';

const meta = {
  title: 'My details/My details screen',
  component: MyDetailsScreen,
  parameters: { route: '/my-details', gateway: { MyDetailsScreen: linkedPatientDetails } },
} satisfies Meta<typeof MyDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { gateway: { MyDetailsScreen: { pending: true } } } };

/** IM1-linked with a GP name: My GP and deregistering too. */
export const LinkedPatient: Story = {};

export const UnlinkedPatient: Story = {
  parameters: { gateway: { MyDetailsScreen: unlinkedPatientDetails } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { MyDetailsScreen: { errorCode: 'common.unexpected' } } },
};
