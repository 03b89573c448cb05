import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessibilityStatementScreen } from './accessibility-statement-screen';

const meta = {
  title: 'Accessibility/Accessibility statement screen',
  component: AccessibilityStatementScreen,
  parameters: { route: '/accessibility-statement' },
} satisfies Meta<typeof AccessibilityStatementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The only state: static content, the same signed in or out. */
export const Default: Story = {};
