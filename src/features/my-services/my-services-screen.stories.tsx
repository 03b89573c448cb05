import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  linkedPatientServices,
  myServicesData,
  unlinkedPatientServices,
} from './my-services.fixtures';
import { MyServicesScreen } from './my-services-screen';

const meta = {
  title: 'My services/My services screen',
  component: MyServicesScreen,
  parameters: { route: '/my-services', gateway: { MyServicesScreen: linkedPatientServices } },
} satisfies Meta<typeof MyServicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { gateway: { MyServicesScreen: { pending: true } } } };

/** IM1-linked, everything enabled (alex.linked). */
export const LinkedPatient: Story = {};

/** Not linked: the way to connect to a GP (morgan.manual). */
export const UnlinkedPatient: Story = {
  parameters: { gateway: { MyServicesScreen: unlinkedPatientServices } },
};

export const NoServices: Story = {
  parameters: { gateway: { MyServicesScreen: myServicesData({}) } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { MyServicesScreen: { errorCode: 'common.unexpected' } } },
};
