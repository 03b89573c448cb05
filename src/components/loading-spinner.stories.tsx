import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingSpinner } from './loading-spinner';

const meta = { title: 'Components/Loading spinner', component: LoadingSpinner } satisfies Meta<
  typeof LoadingSpinner
>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
