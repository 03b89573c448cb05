import type { Meta, StoryObj } from '@storybook/react-vite';
import { gpDetails, myGpData } from './my-details.fixtures';
import { MyGpScreen } from './my-gp-screen';

const meta = {
  title: 'My details/My GP screen',
  component: MyGpScreen,
  parameters: { route: '/my-details/my-gp', gateway: { MyGpScreen: myGpData() } },
} satisfies Meta<typeof MyGpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { gateway: { MyGpScreen: { pending: true } } } };

export const Populated: Story = {};

/** No usual doctor: 'none chosen'. */
export const NoDoctorChosen: Story = {
  parameters: { gateway: { MyGpScreen: myGpData({ ...gpDetails, doctorName: null }) } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { MyGpScreen: { errorCode: 'common.unexpected' } } },
};
