import type { Meta, StoryObj } from '@storybook/react-vite';
import { multiPatientGateway } from './linking.fixtures';
import { MultiPatientInfoScreen } from './multi-patient-info-screen';

const meta = {
  title: 'Linking/Multi-patient info screen',
  component: MultiPatientInfoScreen,
  parameters: { route: '/my-services/multi-patient-info', gateway: multiPatientGateway(1) },
} satisfies Meta<typeof MultiPatientInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { MultiPatientInfoScreen: { pending: true } } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { MultiPatientInfoScreen: { errorCode: 'common.unexpected' } } },
};

export const OneOtherPatient: Story = {};
