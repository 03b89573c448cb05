import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  createFormControl,
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  UseFormHandleSubmit,
  UseFormProps,
  UseFormRegisterReturn,
} from 'react-hook-form';
import { whenInteracted } from './first-interaction';

type FormControl<Values extends FieldValues, Context> = ReturnType<
  typeof createFormControl<Values, Context>
>;

/** A field `register` can take: one whose value is its text (not a checkbox or radio). */
type TextFieldElement = HTMLInputElement | HTMLTextAreaElement;

let library: Promise<{ createFormControl: typeof createFormControl }> | undefined;
const loadLibrary = () => (library ??= import('./form-control'));

/** What a form reads and does: the part of `useForm`'s answer the app's deferred forms use. */
export interface DeferredForm<Values extends FieldValues> {
  handleSubmit: UseFormHandleSubmit<Values>;
  /** Registers a text field, as `useForm`'s `register` without options. */
  register: <Name extends Path<Values>>(name: Name) => UseFormRegisterReturn<Name>;
  setValue: <Name extends Path<Values>>(name: Name, value: PathValue<Values, Name>) => void;
  errors: FieldErrors<Values>;
  submitCount: number;
}

/**
 * react-hook-form for a form whose values are text fields (`register`) or set by the screen (`setValue`),
 * with top-level names and plain default values, loaded when the user first interacts with the page instead
 * of with the page (issue #20: JavaScript until idle; ~13 kB gzipped, which /login fetched to hydrate its
 * form and /choose-pharmacy to hold the chosen pharmacy's id). Until then the fields are the browser's own:
 * what the user or autofill puts in them, and the values set, become the form's default values when it is
 * made; a submit before it has come (none is possible without a focus, press or key first) is held, not
 * lost, and validated once it has. The form is react-hook-form's own (`createFormControl`, the core of
 * `useForm`), with its resolver, the app's validation timing and the same errors and submit count,
 * subscribed to as `useForm` does.
 */
export function useDeferredForm<Values extends FieldValues, Context = unknown>(
  options: UseFormProps<Values, Context>,
): DeferredForm<Values> {
  const latestOptions = useRef(options);
  const setBeforeLoad = useRef<Partial<Values>>({});
  const fieldsBeforeLoad = useRef(new Map<Path<Values>, TextFieldElement>());
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

  // The default values given, with those set since.
  const valuesBeforeLoad = useCallback(
    (): Partial<Values> => ({
      ...(latestOptions.current.defaultValues as Partial<Values>),
      ...setBeforeLoad.current,
    }),
    [],
  );

  const ensure = useCallback(
    () =>
      (making.current ??= loadLibrary().then(({ createFormControl }) => {
        const fields = [...fieldsBeforeLoad.current].filter(([, element]) => element.isConnected);
        made.current = createFormControl<Values, Context>({
          ...latestOptions.current,
          // The fields' values as they are now: registering a field writes its default value into it.
          defaultValues: {
            ...valuesBeforeLoad(),
            ...Object.fromEntries(fields.map(([name, element]) => [name, element.value])),
          },
        } as UseFormProps<Values, Context>);
        for (const [name, element] of fields) made.current.register(name).ref(element);
        fieldsBeforeLoad.current.clear();
        // Subscribed as it is made, not in an effect after the next render: a submit held until now runs at
        // once, and its errors and count must not be missed. The form lives and goes with the component.
        made.current.subscribe({
          formState: { errors: true, submitCount: true },
          callback: ({ errors, submitCount }) =>
            setState({ errors: errors ?? {}, submitCount: submitCount ?? 0 }),
        });
        return made.current;
      })),
    [valuesBeforeLoad],
  );

  useEffect(() => whenInteracted(() => void ensure()), [ensure]);

  const handleSubmit: UseFormHandleSubmit<Values> = (onValid, onInvalid) => async (event) => {
    // At once, before waiting for the form: else the browser would send it itself.
    event?.preventDefault();
    const ready = await ensure();
    await ready.handleSubmit(onValid, onInvalid)(event);
  };

  // Until the form is made a field keeps what is typed in it (the form validates on submit only), and gets
  // its default value as react-hook-form would give it: once, and not over what autofill put there before
  // hydration. Its handlers stay bound to the field after, so they hand over to the form once it is made.
  const register: DeferredForm<Values>['register'] = (name) => ({
    name,
    ref: (element: TextFieldElement | null) => {
      if (made.current) made.current.register(name).ref(element);
      else if (element && fieldsBeforeLoad.current.get(name) !== element) {
        if (element.value === element.defaultValue)
          element.value = String(valuesBeforeLoad()[name] ?? '');
        fieldsBeforeLoad.current.set(name, element);
      }
    },
    onChange: async (event) => made.current?.register(name).onChange(event),
    onBlur: async (event) => made.current?.register(name).onBlur(event),
  });

  const setValue: DeferredForm<Values>['setValue'] = (name, value) => {
    if (made.current) made.current.setValue(name, value);
    else setBeforeLoad.current = { ...setBeforeLoad.current, [name]: value };
  };

  return { handleSubmit, register, setValue, errors: state.errors, submitCount: state.submitCount };
}
