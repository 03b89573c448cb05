import type { Meta, StoryObj } from '@storybook/react-vite';
import { Page } from './page';

/** Stand-in content: a page's own words come from its screen's namespace. */
const example = { title: 'Your prescriptions', body: 'Page content goes here.' };

const meta = {
  title: 'Components/Page',
  component: Page,
  args: { title: example.title, children: <p>{example.body}</p> },
  // Sample text, not catalogue text: left out of the pseudo-language check.
  parameters: { pseudoLocale: { disable: true } },
} satisfies Meta<typeof Page>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The document title reads "Error: …" while errors show; the heading is unchanged. */
export const WithErrors: Story = { args: { errorCount: 1 } };
