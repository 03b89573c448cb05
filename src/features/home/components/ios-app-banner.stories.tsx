import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig } from '../home-screen.fixtures';
import { IosAppBanner } from './ios-app-banner';

const meta = {
  title: 'Home/iOS app banner',
  component: IosAppBanner,
  args: { productName: demoConfig.productName, appDownloadUrl: demoConfig.links.appDownload },
} satisfies Meta<typeof IosAppBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
