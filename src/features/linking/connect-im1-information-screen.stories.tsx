import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ConnectIm1InformationScreen } from './connect-im1-information-screen';

const withNhsLogin = (featureNHSLogin: boolean) => ({
  ConnectIm1InformationScreen: { data: { config: { featureNHSLogin } } },
});

const meta = {
  title: 'Linking/Connect IM1 information screen',
  component: ConnectIm1InformationScreen,
  parameters: { route: '/connect-im1-information', gateway: withNhsLogin(true) },
} satisfies Meta<typeof ConnectIm1InformationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { ConnectIm1InformationScreen: { pending: true } } },
};

export const WithNhsLogin: Story = {};

export const WithoutNhsLogin: Story = { parameters: { gateway: withNhsLogin(false) } };

export const NhsLoginPanelOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Register with NHS' }));
  },
};
