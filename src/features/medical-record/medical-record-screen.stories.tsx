import type { Meta, StoryObj } from '@storybook/react-vite';
import { MedicalRecordScreen } from './medical-record-screen';
import { medicalRecordData, sectionAnswers } from './medical-record.fixtures';

const meta = {
  title: 'Medical record/Medical record screen',
  component: MedicalRecordScreen,
  parameters: {
    route: '/my-services/my-medical-record',
    gateway: { MedicalRecordScreen: medicalRecordData(), MedicalRecordSection: sectionAnswers() },
  },
} satisfies Meta<typeof MedicalRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { MedicalRecordScreen: { pending: true } } },
};

/** Six sections with their counts (problems: active only), allergies open. */
export const Populated: Story = {};

/** A practice that shows four of the six sections. */
export const SectionsSwitchedOff: Story = {
  parameters: {
    gateway: {
      MedicalRecordScreen: medicalRecordData({
        types: ['Allergies', 'Medication', 'Problems', 'TestResults'],
      }),
      MedicalRecordSection: sectionAnswers(),
    },
  },
};

/** An empty first section: 'There are no allergies on your record.' */
export const EmptySection: Story = {
  parameters: {
    gateway: {
      MedicalRecordScreen: medicalRecordData({ entries: { Allergies: [] } }),
      MedicalRecordSection: sectionAnswers(),
    },
  },
};

/** The first section could not be read: its tab has no count, its panel the catalogue message. */
export const SectionFailed: Story = {
  parameters: {
    gateway: {
      MedicalRecordScreen: medicalRecordData({ failed: ['Allergies'] }),
      MedicalRecordSection: sectionAnswers(['Allergies']),
    },
  },
};

export const LoadFailed: Story = {
  parameters: { gateway: { MedicalRecordScreen: { errorCode: 'medicalRecord.loadFailed' } } },
};
