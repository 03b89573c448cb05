import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  createFormControl,
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  UseFormHandleSubmit,
  UseFormProps,
} from 'react-hook-form';
import { whenInteracted } from './first-interaction';

type FormControl<Values extends FieldValues, Context> = ReturnType<
  typeof createFormControl<Values, Context>
>;

let library: Promise<{ createFormControl: typeof createFormControl }> | undefined;
const loadLibrary = () => (library ??= import('./form-control'));

/** What a form without registered fields reads and does: the part of `useForm`'s answer it used. */
export interface DeferredForm<Values extends FieldValues> {
  handleSubmit: UseFormHandleSubmit<Values>;
  setValue: <Name extends Path<Values>>(name: Name, value: PathValue<Values, Name>) => void;
  errors: FieldErrors<Values>;
  submitCount: number;
}

/**
 * react-hook-form for a form whose values are all set by the screen (`setValue` with top-level names; no
 * field is registered),
 * loaded when the user first interacts with the page instead of with the page (issue #20: JavaScript until
 * idle; ~13 kB gzipped, which /choose-pharmacy fetched only to hold the chosen pharmacy's id). Until then the
 * values set are kept here and become the form's default values when it is made; a submit before it has
 * come (none is possible without a focus, press or key first) is held, not lost, and validated once it has.
 * The form is react-hook-form's own (`createFormControl`, the core of `useForm`), with its resolver, the
 * app's validation timing and the same errors and submit count, subscribed to as `useForm` does.
 */
export function useDeferredForm<Values extends FieldValues, Context = unknown>(
  options: UseFormProps<Values, Context>,
): DeferredForm<Values> {
  const latestOptions = useRef(options);
  const setBeforeLoad = useRef<Partial<Values>>({});
  const made = useRef<FormControl<Values, Context>>(undefined);
  const making = useRef<Promise<FormControl<Values, Context>>>(undefined);
  const [state, setState] = useState<{ errors: FieldErrors<Values>; submitCount: number }>({
    errors: {},
    submitCount: 0,
  });

  useEffect(() => {
    latestOptions.current = options;
    // useForm passes the latest options to its form each render; the context is the one that can change.
    if (made.current) made.current.control._options.context = options.context;
  });

  const ensure = useCallback(
    () =>
      (making.current ??= loadLibrary().then(({ createFormControl }) => {
        const { defaultValues, ...rest } = latestOptions.current;
        made.current = createFormControl<Values, Context>({
          ...rest,
          defaultValues: { ...(defaultValues as Partial<Values>), ...setBeforeLoad.current },
        } as UseFormProps<Values, Context>);
        // Subscribed as it is made, not in an effect after the next render: a submit held until now runs at
        // once, and its errors and count must not be missed. The form lives and goes with the component.
        made.current.subscribe({
          formState: { errors: true, submitCount: true },
          callback: ({ errors, submitCount }) =>
            setState({ errors: errors ?? {}, submitCount: submitCount ?? 0 }),
        });
        return made.current;
      })),
    [],
  );

  useEffect(() => whenInteracted(() => void ensure()), [ensure]);

  const handleSubmit: UseFormHandleSubmit<Values> = (onValid, onInvalid) => async (event) => {
    // At once, before waiting for the form: else the browser would send it itself.
    event?.preventDefault();
    const ready = await ensure();
    await ready.handleSubmit(onValid, onInvalid)(event);
  };

  const setValue: DeferredForm<Values>['setValue'] = (name, value) => {
    if (made.current) made.current.setValue(name, value);
    else setBeforeLoad.current = { ...setBeforeLoad.current, [name]: value };
  };

  return { handleSubmit, setValue, errors: state.errors, submitCount: state.submitCount };
}
