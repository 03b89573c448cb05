import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppFooter } from './app-footer';
import { demoLinks, demoProductName } from './frame.fixtures';

const meta = {
  title: 'Frame/Footer',
  component: AppFooter,
  args: { links: demoLinks, serviceName: demoProductName },
} satisfies Meta<typeof AppFooter>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
