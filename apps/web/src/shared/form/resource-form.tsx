import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../alerts/error-alert';
import { SuccessAlert } from '../alerts/success-alert';
import { FormMetaProvider } from './labels';
import type { ResourceFormController } from './use-resource-form';

export interface ResourceFormProps<Input extends FieldValues, Output> {
  controller: ResourceFormController<Input, Output>;
  children: ReactNode;
  /** i18n key of the submit button; "Save" by default. */
  submitLabel?: string;
  onCancel?(): void;
}

/** The save button of the surrounding form: a spinner replaces its label while the form is sending. */
export function SaveButton({ label }: { label?: string }) {
  const { t } = useTranslation('toolkit');
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" loading={isSubmitting} aria-busy={isSubmitting || undefined}>
      {t(label ?? 'toolkit:actions.save')}
    </Button>
  );
}

/** A form laid out the toolkit's way: fields, then the error or success alert, then cancel and save. */
export function ResourceForm<Input extends FieldValues, Output>({
  controller,
  children,
  submitLabel,
  onCancel,
}: ResourceFormProps<Input, Output>) {
  const { t } = useTranslation('toolkit');
  return (
    <FormProvider {...controller.form}>
      <FormMetaProvider value={{ labelOf: controller.labelOf }}>
        <form noValidate onSubmit={controller.submit}>
          <Stack gap="md">
            {children}
            <ErrorAlert error={controller.serverError} />
            <SuccessAlert
              message={controller.success}
              autoHide={controller.successAutoHide}
              onHide={controller.hideSuccess}
            />
            <Group justify="flex-end" gap="sm">
              {onCancel && (
                <Button variant="default" onClick={onCancel}>
                  {t('actions.cancel')}
                </Button>
              )}
              <SaveButton label={submitLabel} />
            </Group>
          </Stack>
        </form>
      </FormMetaProvider>
    </FormProvider>
  );
}
