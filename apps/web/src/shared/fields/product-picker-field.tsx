import type { ProductPickerItem } from '@app/contracts';
import {
  ActionIcon,
  Badge,
  Combobox,
  Group,
  Input,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../data-table/cells';
import { IconSearch, IconTrash } from '../icons';
import type { FieldLabel } from '../translation-key';
import {
  MORE_RESULTS,
  RemoteOptions,
  type RemoteSource,
  SEARCH_PAUSE_MS,
  useRemoteResults,
} from './remote-autocomplete-field';
import { useField } from './use-field';

/** A product as the picker lists it. */
export interface PickedProduct {
  id: number;
  name: string;
  code: string;
  /** Hidden from the store (not on sale), when known. */
  hidden?: boolean;
}

export interface ProductPickerFieldProps {
  /** The form path of the chosen products' ids (a list of numbers). */
  name: string;
  label?: FieldLabel;
  /** Names of the products a saved record already lists (its answer's `products`). */
  known?: readonly PickedProduct[];
  /** Shown when nothing is chosen (what "no products" means for this record). Translated text. */
  emptyText: string;
  required?: boolean;
  disabled?: boolean;
}

/** A picker result's name in the interface language (the server puts the request's language first). */
export function productPickerName(item: ProductPickerItem, lang: string): string {
  return (item.translation.find((entry) => entry.local === lang) ?? item.translation[0])?.name ?? item.code;
}

/**
 * The staff product search (`GET /api/product?name=`), its results named in the interface language.
 * `forSale` keeps to products shown in the store (what a customer's cart can take); otherwise a
 * hidden product is offered with `hiddenNote` beside its name, so it is never taken for one on sale.
 */
export function productPickerSource(
  lang: string,
  options: { forSale?: boolean; hiddenNote?: string } = {},
): RemoteSource<ProductPickerItem> {
  return {
    key: `product-picker-${lang}${options.forSale ? '-for-sale' : ''}`,
    path: '/product',
    param: 'name',
    params: options.forSale ? { active: '1' } : undefined,
    toOption: (item) => ({
      value: String(item.id),
      label: productPickerName(item, lang),
      description: item.code,
      image: item.image,
      note: item.active === 1 ? undefined : options.hiddenNote,
    }),
  };
}

/**
 * Several products chosen among thousands (offers, discount codes, prescription carts): the server
 * searches names (Arabic folded) and codes as the person types (`GET /api/product?name=`, a page at
 * a time), each pick is added to the list under the search box, and each listed product has a
 * button to remove it. The form holds the ids.
 */
export function ProductPickerField({
  name,
  label,
  known = [],
  emptyText,
  required,
  disabled,
}: ProductPickerFieldProps) {
  const { t, i18n } = useTranslation('toolkit');
  const { field, bind } = useField(name, label, required);
  const inputId = useId();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  // Names of the products picked here or listed by the record, by id.
  const [names, setNames] = useState(() => new Map(known.map((product) => [product.id, product])));
  const chosen: number[] = Array.isArray(field.value) ? field.value.map(Number) : [];

  const { results, options } = useRemoteResults(
    productPickerSource(i18n.language, { hiddenNote: t('fields.product_hidden') }),
    search,
    combobox.dropdownOpened,
  );

  const add = (product: PickedProduct) => {
    setNames((current) => new Map(current).set(product.id, product));
    if (!chosen.includes(product.id)) field.onChange([...chosen, product.id]);
  };
  const remove = (id: number) => field.onChange(chosen.filter((item) => item !== id));

  return (
    <Input.Wrapper id={inputId} label={bind.label} required={bind.required} error={bind.error}>
      <Stack gap="xs" mt={4}>
        <Combobox
          store={combobox}
          onOptionSubmit={(value) => {
            if (value === MORE_RESULTS) {
              void results.fetchNextPage();
              return;
            }
            const option = options.find((item) => item.value === value);
            if (option) {
              add({
                id: Number(option.value),
                name: option.label,
                code: option.description ?? '',
                hidden: option.note !== undefined,
              });
            }
          }}
        >
          <Combobox.Target>
            <TextInput
              ref={bind.ref}
              id={inputId}
              name={bind.name}
              aria-invalid={bind.error ? true : undefined}
              disabled={disabled}
              value={typed}
              autoComplete="off"
              leftSection={<IconSearch size={16} />}
              rightSection={results.isFetching ? <Loader size="xs" /> : null}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                combobox.openDropdown();
                combobox.updateSelectedOptionIndex();
              }}
              onClick={() => combobox.openDropdown()}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => {
                combobox.closeDropdown();
                bind.onBlur();
              }}
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
        <Paper withBorder p="xs">
          {chosen.length === 0 ? (
            <Text size="sm" c="dimmed">
              {emptyText}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={260} type="auto">
              <Stack component="ul" gap={4} m={0} p={0} aria-label={bind.label} style={{ listStyle: 'none' }}>
                {chosen.map((id) => {
                  const product = names.get(id);
                  const shown = product?.name ?? `#${id}`;
                  return (
                    <Group component="li" key={id} justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" style={{ minWidth: 0 }}>
                        {shown}
                        {product && (
                          <Text span size="xs" c="dimmed" ms="xs">
                            <LtrText>{product.code}</LtrText>
                          </Text>
                        )}
                        {product?.hidden && (
                          <Badge component="span" size="xs" variant="light" color="gray" ms="xs">
                            {t('fields.product_hidden')}
                          </Badge>
                        )}
                      </Text>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={disabled}
                        aria-label={t('rows.remove_row', { row: shown })}
                        onClick={() => remove(id)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Paper>
      </Stack>
    </Input.Wrapper>
  );
}
