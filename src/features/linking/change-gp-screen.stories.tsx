import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ChangeGpScreen } from './change-gp-screen';
import { changeGpGateway } from './linking.fixtures';

const meta = {
  title: 'Linking/Change GP screen',
  component: ChangeGpScreen,
  parameters: { route: '/my-details/my-gp/change', gateway: changeGpGateway() },
} satisfies Meta<typeof ChangeGpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { gateway: { ChangeGpScreen: { pending: true } } } };

export const LoadFailed: Story = {
  parameters: { gateway: { ChangeGpScreen: { errorCode: 'common.unexpected' } } },
};

export const Unanswered: Story = {};

const answer =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  };

export const HasLetter: Story = { play: answer('Yes I have the letter') };

export const HasLetterSecondary: Story = {
  parameters: { route: '/my-details/my-gp/change?secondary=true' },
  play: answer('Yes I have the letter'),
};

export const NoLetter: Story = { play: answer("No I don't have the letter") };
