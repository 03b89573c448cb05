import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { registerGateway } from './linking.fixtures';
import { RegisterForOnlineServicesScreen } from './register-for-online-services-screen';

const path = '/my-services/register-for-online-services';

const meta = {
  title: 'Linking/Register for online services screen',
  component: RegisterForOnlineServicesScreen,
  parameters: { route: path, gateway: registerGateway() },
} satisfies Meta<typeof RegisterForOnlineServicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { RegisterForOnlineServicesScreen: { pending: true } } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { RegisterForOnlineServicesScreen: { errorCode: 'common.unexpected' } } },
};

/** The question, with NHS login. */
export const Primary: Story = {};

const answer =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  };

export const PrimaryWithLetter: Story = { play: answer('Yes I have the letter') };

export const PrimaryWithoutLetter: Story = { play: answer("No I don't have the letter") };

export const Secondary: Story = { parameters: { route: `${path}?secondary=true` } };

export const SecondaryWithLetter: Story = {
  parameters: { route: `${path}?secondary=true` },
  play: answer('Yes I have the letter'),
};

export const SecondaryWithoutLetter: Story = {
  parameters: { route: `${path}?secondary=true` },
  play: answer("No I don't have the letter"),
};

export const NoLinkedPatients: Story = { parameters: { route: `${path}?noLinkedPatients=true` } };

/** Back from NHS login, connecting: 'Activating your account... Please wait'. */
export const Activating: Story = {
  parameters: {
    route: `${path}?code=c&state=s`,
    gateway: { LinkWithNhsLogin: { pending: true } },
  },
};

export const Connected: Story = {
  parameters: {
    route: `${path}?code=c&state=s`,
    gateway: { LinkWithNhsLogin: { data: { linkWithNhsLogin: { patient: { id: 'p' } } } } },
  },
};

export const ConnectionFailed: Story = {
  parameters: {
    route: `${path}?code=c&state=s`,
    gateway: { LinkWithNhsLogin: { errorCode: 'linking.failed' } },
  },
};
