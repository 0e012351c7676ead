import { Button, Group, Stack } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { type Control, type FieldValues, FormProvider, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ErrorAlert } from '../alerts/error-alert';
import { SuccessAlert } from '../alerts/success-alert';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { type TranslationKey, useAnyT } from '../translation-key';
import { FormMetaProvider } from './labels';
import type { ResourceFormController } from './use-resource-form';

export interface ResourceFormProps<Input extends FieldValues, Output> {
  controller: ResourceFormController<Input, Output>;
  children: ReactNode;
  /** i18n key of the submit button; "Save" by default. */
  submitLabel?: TranslationKey;
  onCancel?(): void;
}

/** The save button of the surrounding form: a spinner replaces its label while the form is sending. */
function SaveButton({ label }: { label?: TranslationKey }) {
  const t = useAnyT();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" loading={isSubmitting} aria-busy={isSubmitting || undefined}>
      {t(label ?? 'toolkit:actions.save')}
    </Button>
  );
}

/**
 * Warns before unsaved changes are lost: leaving inside the app (a link, Back, closing a popup form
 * kept in the URL) asks in a dialog; closing or reloading the tab asks through the browser. Leaving
 * right after a successful save (a popup closing, a redirect) is not held up.
 */
function UnsavedChangesGuard({ control, saved }: { control: Control<FieldValues>; saved: RefObject<boolean> }) {
  const { t } = useTranslation('toolkit');
  const { isDirty, isSubmitting } = useFormState({ control });
  // Read when someone leaves, which happens between renders.
  const unsaved = useRef(false);
  unsaved.current = isDirty && !isSubmitting;
  // A change after a save is unsaved again.
  useEffect(() => {
    if (isDirty) saved.current = false;
  }, [isDirty, saved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.current &&
      !saved.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsaved.current || saved.current) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, saved]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      confirmLabel={t('unsaved.leave')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/** Ctrl+Enter (Cmd+Enter on a Mac) saves from any field, the rich-text editor included. */
function isSaveShortcut(event: KeyboardEvent | globalThis.KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/**
 * A form laid out the toolkit's way: fields, then the error or success alert, then cancel and save.
 * Every form warns about unsaved changes when left and saves with Ctrl/Cmd+Enter.
 */
export function ResourceForm<Input extends FieldValues, Output>({
  controller,
  children,
  submitLabel,
  onCancel,
}: ResourceFormProps<Input, Output>) {
  const { t } = useTranslation('toolkit');
  return (
    <FormProvider {...controller.form}>
      <FormMetaProvider value={{ labelOf: controller.labelOf, requiredOf: controller.requiredOf }}>
        <form
          noValidate
          onSubmit={controller.submit}
          onKeyDown={(event) => {
            if (!isSaveShortcut(event) || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (!controller.form.formState.isSubmitting) void controller.submit();
          }}
        >
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
        <UnsavedChangesGuard control={controller.form.control as Control<FieldValues>} saved={controller.saved} />
      </FormMetaProvider>
    </FormProvider>
  );
}
