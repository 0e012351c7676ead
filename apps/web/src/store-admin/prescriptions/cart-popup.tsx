import { type AdminPrescriptionItem, adminCartBody, MAX_CART_LINES, MAX_CART_QUANTITY } from '@app/contracts';
import { ActionIcon, Combobox, Group, Loader, Paper, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '../../shared/alerts/notify';
import { FormDialog } from '../../shared/dialogs/form-dialog';
import { productPickerSource } from '../../shared/fields/product-picker-field';
import { QuantityStepper } from '../../shared/fields/quantity-stepper';
import {
  MORE_RESULTS,
  RemoteOptions,
  SEARCH_PAUSE_MS,
  useRemoteResults,
} from '../../shared/fields/remote-autocomplete-field';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { IconSearch, IconTrash } from '../../shared/icons';
import { useFillCart } from './api';

/** The popup's form: the lines of POST admin/cart; the customer is the prescription's. */
const cartForm = adminCartBody.pick({ products: true });
type CartValues = z.input<typeof cartForm>;
type CartLine = { product_id: number; name: string; amount: number };

/** The search box: a product picked from the server's answers becomes a line of one unit. */
function ProductSearch({ chosen, onPick }: { chosen: readonly number[]; onPick(line: CartLine): void }) {
  const { t, i18n } = useTranslation('store-prescriptions');
  const { errors } = useFormState<CartValues>();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  // Products hidden from the shop cannot go in a cart (the server would refuse them): the search
  // leaves them out, so each page of results is whole.
  const { results, options } = useRemoteResults(
    productPickerSource(i18n.language, { forSale: true }),
    search,
    combobox.dropdownOpened,
  );
  const problem = errors.products?.message ?? errors.products?.root?.message;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        if (value === MORE_RESULTS) {
          void results.fetchNextPage();
          return;
        }
        const option = options.find((item) => item.value === value);
        if (option) onPick({ product_id: Number(option.value), name: option.label, amount: 1 });
        setTyped('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('cart.search')}
          placeholder={t('cart.search_placeholder')}
          value={typed}
          autoComplete="off"
          error={problem}
          leftSection={<IconSearch size={16} />}
          rightSection={results.isFetching ? <Loader size="xs" /> : null}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <RemoteOptions
          results={results}
          options={options}
          isActive={(option) => chosen.includes(Number(option.value))}
        />
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** The chosen products, each with its quantity (at least one) and a remove button. */
function CartLines() {
  const { t } = useTranslation('store-prescriptions');
  const { control } = useFormContext<CartValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'products', keyName: 'key' });
  const lines = fields as unknown as Array<CartLine & { key: string }>;
  const chosen = lines.map((line) => line.product_id);

  return (
    <Stack gap="sm">
      <ProductSearch
        chosen={chosen}
        onPick={(line) => {
          if (!chosen.includes(line.product_id) && lines.length < MAX_CART_LINES) append(line);
        }}
      />
      <Paper withBorder p="sm">
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cart.none')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('cart.chosen')} style={{ listStyle: 'none' }}>
            {lines.map((line, index) => (
              <Group component="li" key={line.key} align="flex-end" wrap="nowrap" gap="xs">
                <QuantityStepper
                  name={`products.${index}.amount`}
                  label={{ text: line.name }}
                  max={MAX_CART_QUANTITY}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={22}
                  aria-label={t('cart.remove', { name: line.name })}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function CartForm({ prescription, onDone }: { prescription: AdminPrescriptionItem; onDone(): void }) {
  const { t } = useTranslation('store-prescriptions');
  const fill = useFillCart();
  const controller = useResourceForm({
    schema: cartForm,
    defaultValues: { products: [] },
    fields: 'store-prescriptions:cart.fields',
    onSubmit: (values) => fill.mutateAsync({ user_id: prescription.user_id, products: values.products }),
    onSuccess: (answer) => {
      // The server's words: how many lines the customer's cart now holds from the prescription.
      notifySuccess((answer as { data: { message: string } }).data.message);
      onDone();
    },
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone} submitLabel="store-prescriptions:cart.submit">
      <Text size="sm" c="dimmed">
        {t('cart.hint')}
      </Text>
      <CartLines />
    </ResourceForm>
  );
}

/**
 * "Add to cart" of a prescription: the pharmacist picks the medicines it names and their quantities;
 * they go to the customer's cart marked as put there from the prescription, and the customer is told.
 */
export function CartPopup({ prescription, onClose }: { prescription: AdminPrescriptionItem | null; onClose(): void }) {
  const { t } = useTranslation('store-prescriptions');
  return (
    <FormDialog
      opened={prescription !== null}
      onClose={onClose}
      title={prescription ? t('cart.title', { id: prescription.id, name: prescription.user.name }) : ''}
      size="lg"
    >
      {prescription && <CartForm key={prescription.id} prescription={prescription} onDone={onClose} />}
    </FormDialog>
  );
}
