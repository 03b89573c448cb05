import type { Meta, StoryObj } from '@storybook/react-vite';
import { linkedPatientsData, onlyOwnPatient } from './my-details.fixtures';
import { MyLinkedPatientsScreen } from './my-linked-patients-screen';

const meta = {
  title: 'My details/My linked patients screen',
  component: MyLinkedPatientsScreen,
  parameters: {
    route: '/my-details/my-linked-patients',
    gateway: {
      MyLinkedPatientsScreen: linkedPatientsData(),
      DeleteLinkedPatient: { errorCode: 'myDetails.deletePatientFailed' },
    },
  },
} satisfies Meta<typeof MyLinkedPatientsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { MyLinkedPatientsScreen: { pending: true } } },
};

/** Alex with Sam and Jo; confirming a deletion here shows the failure message. */
export const Populated: Story = {};

/** Only the patient's own details: nothing to delete. */
export const OnlyOwnPatient: Story = {
  parameters: { gateway: { MyLinkedPatientsScreen: onlyOwnPatient } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { MyLinkedPatientsScreen: { errorCode: 'common.unexpected' } } },
};
