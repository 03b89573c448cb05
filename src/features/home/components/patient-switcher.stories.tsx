import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { multiPatient, singlePatient, unlinkedPatient } from '../home-screen.fixtures';
import { PatientSwitcher } from './patient-switcher';

const meta = {
  title: 'Home/Patient switcher',
  component: PatientSwitcher,
  args: { me: multiPatient },
  decorators: [
    (Story) => (
      <div className="nhsuk-width-container nhsuk-u-padding-top-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PatientSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SinglePatient: Story = { args: { me: singlePatient } };

export const MultiPatient: Story = {};

/** Four patients: the initials colours cycle (blue, purple, dark pink, blue). */
export const ColoursCycle: Story = {
  args: {
    me: {
      ...multiPatient,
      linkedPatients: [
        ...multiPatient.linkedPatients,
        { patientId: 'p-zoe', fullName: 'Zoe Brown', selected: false },
      ],
    },
  },
};

export const Switching: Story = {
  parameters: { gateway: { SelectPatient: { pending: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Tom Smith' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Switching to Tom Smith'),
    );
  },
};

export const Unlinked: Story = { args: { me: unlinkedPatient } };
