import { act, renderHook, waitFor } from '@testing-library/react';
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
