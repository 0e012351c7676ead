import type { ProductPickerItem } from '@app/contracts';
import {
  ActionIcon,
  Badge,
  Combobox,
  Group,
  Input,
  Loader,
  type MantineSpacing,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, type Ref, useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../data-table/cells';
import { useFormMeta } from '../form/labels';
import { IconSearch, IconTrash } from '../icons';
import { type AnyT, type FieldLabel, useAnyT } from '../translation-key';
import { QuantityStepper } from './quantity-stepper';
import {
  MORE_RESULTS,
  RemoteOptions,
  type RemoteSource,
  SEARCH_PAUSE_MS,
  useRemoteResults,
} from './remote-autocomplete-field';
import { useField } from './use-field';

/** A product as the picker lists it. */
interface PickedProduct {
  id: number;
  name: string;
  code: string;
  /** Hidden from the store (not on sale), when known. */
  hidden?: boolean;
}

/** A chosen product with its quantity, as a cart line holds it (POST admin/cart). */
interface ProductLine {
  product_id: number;
  /** The product's name in the interface language when it was picked. */
  name: string;
  amount: number;
}

export interface ProductPickerFieldProps {
  /** The form path of the chosen products: a list of ids, or of `ProductLine`s with `quantities`. */
  name: string;
  /** Labels the search box; the form's label for `name` by default. */
  label?: FieldLabel;
  /** Names the list of chosen products; the field's label by default. */
  listLabel?: FieldLabel;
  /** Names of the products a saved record already lists (its answer's `products`). */
  known?: readonly PickedProduct[];
  /** Shown when nothing is chosen (what "no products" means for this record). Translated text. */
  emptyText: string;
  /** The search box's hint. Translated text. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * Offers only products shown in the store (what a customer's cart can take): the server leaves the
   * others out, so each page of results stays whole. Otherwise a hidden product is offered marked so.
   */
  forSale?: boolean;
  /**
   * Each chosen product with a quantity (one unit when picked, at most `max`): the form holds
   * `ProductLine`s instead of ids, `maxLines` of them at most.
   */
  quantities?: { max: number; maxLines?: number };
}

/** A picker result's name in the interface language (the server puts the request's language first). */
function productPickerName(item: ProductPickerItem, lang: string): string {
  return (item.translation.find((entry) => entry.local === lang) ?? item.translation[0])?.name ?? item.code;
}

/**
 * The staff product search (`GET /api/product?name=`), its results named in the interface language.
 * `forSale` keeps to products shown in the store (what a customer's cart can take); otherwise a
 * hidden product is offered with `hiddenNote` beside its name, so it is never taken for one on sale.
 */
function productPickerSource(
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
 * button to remove it. The form holds the ids, or with `quantities` a line per product with its
 * quantity.
 */
export function ProductPickerField({ quantities, ...props }: ProductPickerFieldProps) {
  return quantities ? <ProductLinesPicker {...props} quantities={quantities} /> : <ProductIdsPicker {...props} />;
}

type PickerProps = Omit<ProductPickerFieldProps, 'quantities'>;

function ProductIdsPicker({
  name,
  label,
  listLabel,
  known = [],
  emptyText,
  placeholder,
  required,
  disabled,
  forSale,
}: PickerProps) {
  const { t } = useTranslation('toolkit');
  const tk = useAnyT();
  const { field, bind } = useField(name, label, required);
  const inputId = useId();
  // Names of the products picked here or listed by the record, by id.
  const [names, setNames] = useState(() => new Map(known.map((product) => [product.id, product])));
  const chosen: number[] = Array.isArray(field.value) ? field.value.map(Number) : [];

  const add = (product: PickedProduct) => {
    setNames((current) => new Map(current).set(product.id, product));
    if (!chosen.includes(product.id)) field.onChange([...chosen, product.id]);
  };
  const remove = (id: number) => field.onChange(chosen.filter((item) => item !== id));

  return (
    <Input.Wrapper id={inputId} label={bind.label} required={bind.required} error={bind.error}>
      <Stack gap="xs" mt={4}>
        <ProductSearch
          id={inputId}
          bind={bind}
          invalid={Boolean(bind.error)}
          disabled={disabled}
          placeholder={placeholder}
          forSale={forSale}
          isChosen={(id) => chosen.includes(id)}
          onPick={add}
        />
        <ChosenList
          label={listLabel ? labelText(tk, listLabel) : bind.label}
          empty={chosen.length === 0}
          emptyText={emptyText}
          maxHeight={260}
        >
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
        </ChosenList>
      </Stack>
    </Input.Wrapper>
  );
}

/** The picker with quantities: the lines are a field array, each quantity a field of its own. */
function ProductLinesPicker({
  name,
  label,
  listLabel,
  emptyText,
  placeholder,
  required,
  disabled,
  forSale,
  quantities,
}: PickerProps & { quantities: NonNullable<ProductPickerFieldProps['quantities']> }) {
  const { t } = useTranslation('toolkit');
  const tk = useAnyT();
  const { labelOf, requiredOf } = useFormMeta();
  const { control, getFieldState, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const inputId = useId();
  const lines = fields as Array<ProductLine & { id: string }>;
  const chosen = lines.map((line) => line.product_id);
  const fieldLabel = label ? labelText(tk, label) : labelOf(name);
  // Once the lines hold fields of their own, react-hook-form keeps the list's own error under `root`.
  const listError = getFieldState(name, formState).error;
  const error = listError?.message ?? listError?.root?.message;

  const add = (product: PickedProduct) => {
    const full = quantities.maxLines !== undefined && lines.length >= quantities.maxLines;
    if (!chosen.includes(product.id) && !full) append({ product_id: product.id, name: product.name, amount: 1 });
  };

  return (
    <Input.Wrapper id={inputId} label={fieldLabel} required={required ?? requiredOf(name)} error={error}>
      <Stack gap="sm" mt={4}>
        <ProductSearch
          id={inputId}
          invalid={Boolean(error)}
          disabled={disabled}
          placeholder={placeholder}
          forSale={forSale}
          isChosen={(id) => chosen.includes(id)}
          onPick={add}
          clearOnPick
        />
        <ChosenList
          label={listLabel ? labelText(tk, listLabel) : fieldLabel}
          empty={lines.length === 0}
          emptyText={emptyText}
          gap="sm"
          padding="sm"
        >
          {lines.map((line, index) => (
            <Group component="li" key={line.id} align="flex-end" wrap="nowrap" gap="xs">
              <QuantityStepper
                name={`${name}.${index}.amount`}
                label={{ text: line.name }}
                max={quantities.max}
                disabled={disabled}
                style={{ flex: 1, minWidth: 0 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                // Level with the stepper's input, above its bounds line.
                mb={22}
                disabled={disabled}
                aria-label={t('rows.remove_row', { row: line.name })}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </ChosenList>
      </Stack>
    </Input.Wrapper>
  );
}

function labelText(tk: AnyT, label: FieldLabel): string {
  return typeof label === 'object' ? label.text : tk(label);
}

/** The chosen products under the search box, or what having none means. */
function ChosenList({
  label,
  empty,
  emptyText,
  gap = 4,
  padding = 'xs',
  maxHeight,
  children,
}: {
  label: string | undefined;
  empty: boolean;
  emptyText: string;
  gap?: MantineSpacing;
  padding?: MantineSpacing;
  /** Past this height the list scrolls. */
  maxHeight?: number;
  children: ReactNode;
}) {
  if (empty) {
    return (
      <Paper withBorder p={padding}>
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  const list = (
    <Stack component="ul" gap={gap} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
  return (
    <Paper withBorder p={padding}>
      {maxHeight === undefined ? (
        list
      ) : (
        <ScrollArea.Autosize mah={maxHeight} type="auto">
          {list}
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}

/** The search box and its results; a picked result goes to `onPick`. */
function ProductSearch({
  id,
  bind,
  invalid,
  disabled,
  placeholder,
  forSale,
  isChosen,
  onPick,
  clearOnPick = false,
}: {
  id: string;
  /** The form's hold on the box, when the field is the box itself (focus on an error, touched on blur). */
  bind?: { ref: Ref<HTMLInputElement>; name: string; onBlur(): void };
  invalid: boolean;
  disabled?: boolean;
  placeholder?: string;
  forSale?: boolean;
  isChosen(id: number): boolean;
  onPick(product: PickedProduct): void;
  /** Empties the box and closes the results after a pick: the next step is the picked line's own. */
  clearOnPick?: boolean;
}) {
  const { t, i18n } = useTranslation('toolkit');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  const { results, options } = useRemoteResults(
    productPickerSource(i18n.language, forSale ? { forSale } : { hiddenNote: t('fields.product_hidden') }),
    search,
    combobox.dropdownOpened,
  );

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        if (value === MORE_RESULTS) {
          void results.fetchNextPage();
          return;
        }
        const option = options.find((item) => item.value === value);
        if (option) {
          onPick({
            id: Number(option.value),
            name: option.label,
            code: option.description ?? '',
            hidden: option.note !== undefined,
          });
        }
        if (clearOnPick) {
          setTyped('');
          combobox.closeDropdown();
        }
      }}
    >
      <Combobox.Target>
        <TextInput
          ref={bind?.ref}
          id={id}
          name={bind?.name}
          aria-invalid={invalid ? true : undefined}
          disabled={disabled}
          value={typed}
          placeholder={placeholder}
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
            bind?.onBlur();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <RemoteOptions results={results} options={options} isActive={(option) => isChosen(Number(option.value))} />
      </Combobox.Dropdown>
    </Combobox>
  );
}
