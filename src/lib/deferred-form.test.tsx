import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { pretendUserHasClicked } from '../testing/sticky-activation';
import type { useDeferredForm as UseDeferredForm } from './deferred-form';
import type { createFormControl as CreateFormControl } from './form-control';
import { validateOnSubmit } from './submit-once';

// Seen being made, to tell when react-hook-form was fetched.
vi.mock('./form-control', async (importOriginal) => {
  const original: { createFormControl: typeof CreateFormControl } = await importOriginal();
  return { createFormControl: vi.fn(original.createFormControl) };
});

let useDeferredForm: typeof UseDeferredForm;
let createFormControl: typeof CreateFormControl;
// Each test as on a page just loaded: whether the user has interacted is the page's, kept in a module.
beforeEach(async () => {
  vi.resetModules();
  ({ useDeferredForm } = await import('./deferred-form'));
  ({ createFormControl } = await import('./form-control'));
});

interface Values {
  pharmacyId: string;
}

/** Refuses an empty id, and the current one (the context), as the choose-pharmacy rules do. */
const resolver: Resolver<Values, { currentId?: string }> = (values, context) =>
  Promise.resolve<ResolverResult<Values>>(
    values.pharmacyId && values.pharmacyId !== context?.currentId
      ? { values, errors: {} }
      : {
          values: {},
          errors: { pharmacyId: { type: 'required', message: 'pharmacy.required' } },
        },
  );

const renderForm = (currentId?: string) =>
  renderHook(
    ({ current }) =>
      useDeferredForm<Values, { currentId?: string }>({
        resolver,
        context: { currentId: current },
        defaultValues: { pharmacyId: '' },
        ...validateOnSubmit,
      }),
    { initialProps: { current: currentId } },
  );

const submitEvent = () => ({ preventDefault: vi.fn(), persist: vi.fn() });

describe('useDeferredForm', () => {
  it('holds a submit made before react-hook-form has come, and validates it once it has', async () => {
    const { result } = renderForm();
    const send = vi.fn(() => Promise.resolve());
    const event = submitEvent();

    const submitted = result.current.handleSubmit(send)(event as never);
    // At once: else the browser would send the form itself while react-hook-form loads.
    expect(event.preventDefault).toHaveBeenCalled();
    await act(() => submitted);

    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.submitCount).toBe(1));
    expect(result.current.errors.pharmacyId?.message).toBe('pharmacy.required');
  });

  it('keeps values set before it came, and sends them', async () => {
    const { result } = renderForm();
    const send = vi.fn(() => Promise.resolve());
    act(() => result.current.setValue('pharmacyId', 'ph-2'));

    await act(() => result.current.handleSubmit(send)(submitEvent() as never));

    expect(send).toHaveBeenCalledWith({ pharmacyId: 'ph-2' }, expect.anything());
    expect(result.current.errors).toEqual({});
    await waitFor(() => expect(result.current.submitCount).toBe(1));
  });

  it('loads at once on a page the user reached by a click, without waiting for another interaction', async () => {
    onTestFinished(pretendUserHasClicked());
    renderForm();
    await waitFor(() => expect(createFormControl).toHaveBeenCalledOnce());
  });

  it('loads at the first interaction, and takes values set after it and the latest context', async () => {
    const { result, rerender } = renderForm('ph-1');
    const field = document.body.appendChild(document.createElement('input'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(createFormControl).not.toHaveBeenCalled();
    act(() => field.focus());
    const send = vi.fn(() => Promise.resolve());
    // Made once react-hook-form has come: a submit then no longer waits for it.
    await waitFor(() => expect(createFormControl).toHaveBeenCalledOnce());
    act(() => result.current.setValue('pharmacyId', 'ph-1'));

    await act(() => result.current.handleSubmit(send)(submitEvent() as never));
    expect(send).not.toHaveBeenCalled();

    rerender({ current: 'ph-3' });
    await act(() => result.current.handleSubmit(send)(submitEvent() as never));
    expect(send).toHaveBeenCalledWith({ pharmacyId: 'ph-1' }, expect.anything());
    await waitFor(() => expect(result.current.submitCount).toBe(2));
    field.remove();
  });
});

describe('useDeferredForm with text fields', () => {
  interface Credentials {
    email: string;
    password: string;
  }

  /** Asks for both fields, as the login rules do. */
  const credentialsResolver: Resolver<Credentials> = (values) => {
    const missing = (['email', 'password'] as const).filter((name) => !values[name]);
    return Promise.resolve<ResolverResult<Credentials>>(
      missing.length === 0
        ? { values, errors: {} }
        : {
            values: {},
            errors: Object.fromEntries(
              missing.map((name) => [name, { type: 'required', message: `Enter your ${name}` }]),
            ),
          },
    );
  };

  function CredentialsForm({
    send,
    email = '',
  }: {
    send: (values: Credentials) => void;
    /** The email given as a default value. */
    email?: string;
  }) {
    const { register, handleSubmit, errors, submitCount } = useDeferredForm<Credentials>({
      resolver: credentialsResolver,
      defaultValues: { email, password: '' },
      ...validateOnSubmit,
    });
    return (
      <form noValidate aria-label="Log in" onSubmit={(event) => void handleSubmit(send)(event)}>
        <label>
          Email
          <input type="email" {...register('email')} />
        </label>
        <label>
          Password
          <input type="password" {...register('password')} />
        </label>
        {errors.email && <p>{errors.email.message}</p>}
        {errors.password && <p>{errors.password.message}</p>}
        <p>{`Submitted ${submitCount} times`}</p>
        <button type="submit">Log in</button>
      </form>
    );
  }

  const emailField = () => screen.getByLabelText<HTMLInputElement>('Email');
  const passwordField = () => screen.getByLabelText<HTMLInputElement>('Password');
  /** A value put in as autofill puts it: an input event, without a focus, press or key. */
  const autofill = (field: HTMLInputElement, value: string) =>
    fireEvent.input(field, { target: { value } });
  const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Log in' }));

  it('sends the values put in before react-hook-form came, on a submit held until it has', async () => {
    const send = vi.fn();
    render(<CredentialsForm send={send} />);
    autofill(emailField(), 'jane@example.com');
    autofill(passwordField(), 'secret');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(createFormControl).not.toHaveBeenCalled();

    submit();

    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        { email: 'jane@example.com', password: 'secret' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Submitted 1 times')).toBeInTheDocument();
    // As they were put in: registering the fields with the form wrote nothing over them.
    expect(emailField()).toHaveValue('jane@example.com');
    expect(passwordField()).toHaveValue('secret');
  });

  it('validates a submit held until it came, then takes what is typed after it', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<CredentialsForm send={send} />);
    autofill(emailField(), 'jane@example.com');

    submit();

    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Submitted 1 times')).toBeInTheDocument();
    expect(screen.queryByText('Enter your email')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Submitted 2 times')).toBeInTheDocument();
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(
      { email: 'jane@example.com', password: 'secret' },
      expect.anything(),
    );
  });

  it('fills a field with its default value once, and keeps what the user put in its place', async () => {
    const send = vi.fn();
    const { rerender } = render(<CredentialsForm send={send} email="jane@example.com" />);
    expect(emailField()).toHaveValue('jane@example.com');

    autofill(emailField(), '');
    rerender(<CredentialsForm send={send} email="jane@example.com" />);
    expect(emailField()).toHaveValue('');

    submit();
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
  });

  it('keeps what autofill put in the HTML rendered at build time before the page was hydrated', async () => {
    const send = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<CredentialsForm send={send} />);
    // As autofill does: the values set without an event, before React is there to see one.
    emailField().value = 'jane@example.com';
    passwordField().value = 'secret';

    render(<CredentialsForm send={send} />, { container, hydrate: true });
    expect(emailField()).toHaveValue('jane@example.com');

    submit();
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        { email: 'jane@example.com', password: 'secret' },
        expect.anything(),
      ),
    );
  });
});
