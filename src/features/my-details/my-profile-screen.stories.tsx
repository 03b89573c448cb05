import type { Meta, StoryObj } from '@storybook/react-vite';
import { acornRoadAddresses, myProfileData, nhsLoginRestricted } from './my-details.fixtures';
import { MyProfileScreen } from './my-profile-screen';

const meta = {
  title: 'My details/My profile screen',
  component: MyProfileScreen,
  parameters: {
    route: '/my-details/my-profile',
    gateway: {
      MyProfileScreen: myProfileData(),
      AddressSearch: acornRoadAddresses,
      UpdateProfile: { data: { updateProfile: { firstName: 'Pia' } } },
      ProfileEmailChange: { data: { requestEmailChange: true } },
    },
  },
} satisfies Meta<typeof MyProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;

/** 'Edit my profile', then Save changes as it is. */
const saveUnchanged: Play = async ({ canvas, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit my profile' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
};

/** 'Edit my profile', a new email, then Save changes: the dialog asks. */
const changeEmail: Play = async ({ canvas, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit my profile' }));
  const email = canvas.getByRole('textbox', { name: /Email address/ });
  await userEvent.clear(email);
  await userEvent.type(email, 'pia.new@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
};

export const Loading: Story = { parameters: { gateway: { MyProfileScreen: { pending: true } } } };

/** The details, 'Edit my profile' and 'Reset my password'. */
export const Populated: Story = {};

/** An NHS login account with a GP integration: nothing to edit, no password to reset (spec part 2 §6). */
export const Restricted: Story = {
  parameters: { gateway: { MyProfileScreen: myProfileData(nhsLoginRestricted) } },
};

/** Editing: type 'acorn' in 'Find your address' to see the results a second later. */
export const Editing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit my profile' }));
  },
};

/** Save pressed with the first name and mobile number cleared (the error summary). */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit my profile' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'First name' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Mobile number/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
  },
};

/** The API refused two fields (a 422): each reason against its field. */
export const ServerReasons: Story = {
  parameters: {
    gateway: {
      MyProfileScreen: myProfileData(),
      UpdateProfile: {
        errorCode: 'profile.updateFailed',
        reasons: [
          { field: 'primaryContactNumber', reason: 'invalidPhone' },
          { field: 'dateOfBirth', reason: 'invalidDate' },
        ],
      },
    },
  },
  play: saveUnchanged,
};

/** Any other failure to save: the catalogue's message. */
export const UpdateFailed: Story = {
  parameters: {
    gateway: {
      MyProfileScreen: myProfileData(),
      UpdateProfile: { errorCode: 'profile.updateFailed' },
    },
  },
  play: saveUnchanged,
};

/** The address search failed: type 'NE2 2DJ' in 'Find your address'. */
export const AddressSearchFailed: Story = {
  parameters: {
    gateway: {
      MyProfileScreen: myProfileData(),
      AddressSearch: { errorCode: 'profile.addressSearchFailed' },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit my profile' }));
  },
};

/** A new email typed and Save pressed: the confirmation dialog. */
export const EmailChangeDialog: Story = { play: changeEmail };

/** Saved with a new email: 'Your details have been updated.' and the email-change message. */
export const Updated: Story = {
  play: async (context) => {
    await changeEmail(context);
    const { canvas, userEvent } = context;
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Yes, change my email address' }),
    );
  },
};

export const LoadFailed: Story = {
  parameters: { gateway: { MyProfileScreen: { errorCode: 'common.unexpected' } } },
};
