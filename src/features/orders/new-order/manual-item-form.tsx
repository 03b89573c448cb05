import { Button, TextInput } from 'nhsuk-react-components';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorProps } from '../../../components/field-error-props';
import type { FormError } from '../../../components/form-error-summary';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { useMessageText } from '../../../lib/use-message-text';
import type { ManualItemValues } from './manual-item-schema';
import { validateOnSubmit } from '../../../lib/submit-once';

const resolver = lazyYupResolver(() =>
  import('./manual-item-schema').then((module) => module.manualItemSchema),
);

export const manualNameFieldId = 'manual-item-name';
const optionFieldId = 'manual-item-option';

/**
 * 'Add a medicine' for a patient who reorders manually (spec part 1 §2 'New order', §6). On a valid add the
 * fields empty and focus returns to the name, ready for the next medicine; errors show in the page's error
 * summary (`onErrorsChange`) and inline.
 */
export function ManualItemForm({
  onAdd,
  onChecked,
}: {
  onAdd: (values: ManualItemValues) => void;
  /**
   * Called on every press of 'Add to basket' with the form's errors (none when it was added), each with its
   * message key: the page translates when it renders, so the summary follows a change of language.
   */
  onChecked: (errors: FormError[]) => void;
}) {
  const { t } = useTranslation('orders');
  const messageText = useMessageText();
  const fieldErrorProps = useFieldErrorProps();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ManualItemValues>({
    resolver,
    defaultValues: { description: '', option: '' },
    ...validateOnSubmit,
  });
  // After each add, once the emptied form has rendered, focus returns to the name for the next medicine.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (added > 0) document.getElementById(manualNameFieldId)?.focus();
  }, [added]);
  const nameError = messageText(errors.description?.message);
  const optionError = messageText(errors.option?.message);

  const report = (nameMessage?: string, optionMessage?: string) =>
    onChecked([
      ...(nameMessage ? [{ fieldId: manualNameFieldId, message: nameMessage }] : []),
      ...(optionMessage ? [{ fieldId: optionFieldId, message: optionMessage }] : []),
    ]);

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit(
          (values) => {
            report();
            onAdd(values);
            reset();
            setAdded((count) => count + 1);
          },
          (invalid) => report(invalid.description?.message, invalid.option?.message),
        )(event)
      }
    >
      <TextInput
        id={manualNameFieldId}
        label={t('newOrder.manualItem.nameLabel')}
        labelProps={{ size: 's' }}
        hint={t('newOrder.manualItem.nameHint')}
        error={nameError}
        errorProps={fieldErrorProps}
        autoComplete="off"
        spellCheck={false}
        {...register('description')}
      />
      <TextInput
        id={optionFieldId}
        label={t('newOrder.manualItem.optionLabel')}
        labelProps={{ size: 's' }}
        hint={t('newOrder.manualItem.optionHint')}
        error={optionError}
        errorProps={fieldErrorProps}
        autoComplete="off"
        {...register('option')}
      />
      <Button type="submit" secondary>
        {t('newOrder.manualItem.add')}
      </Button>
    </form>
  );
}
