import { act, renderHook, waitFor } from '@testing-library/react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useDeferredForm } from './deferred-form';
import { validateOnSubmit } from './submit-once';

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

  it('loads at the first interaction, and takes values set after it and the latest context', async () => {
    const { result, rerender } = renderForm('ph-1');
    const field = document.body.appendChild(document.createElement('input'));
    act(() => field.focus());
    const send = vi.fn(() => Promise.resolve());
    // Made once react-hook-form has come: a submit then no longer waits for it.
    await waitFor(() => expect(result.current.handleSubmit).toBeDefined());
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
