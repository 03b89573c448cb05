import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpScreen } from './help-screen';
import { faqsData, helpContactData } from './help.fixtures';

const meta = {
  title: 'Help/Help screen',
  component: HelpScreen,
  parameters: {
    route: '/help',
    gateway: { HelpScreen: faqsData(), HelpContact: helpContactData },
  },
} satisfies Meta<typeof HelpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { HelpScreen: { pending: true }, HelpContact: helpContactData } },
};

/** The first category, its questions closed; the Contact us block below. */
export const Loaded: Story = {};

/** Another category chosen (/help?category=reminders). */
export const CategoryChosen: Story = {
  parameters: { route: '/help?category=reminders' },
};

/** 'There was a problem retrieving FAQs', with the contact details still there. */
export const LoadFailed: Story = {
  parameters: {
    gateway: { HelpScreen: { errorCode: 'help.faqsFailed' }, HelpContact: helpContactData },
  },
};
