import { Avatar, Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api-client';
import type { FieldLabel } from '../translation-key';
import { useField } from './use-field';

/** One choice as the picker shows it. */
export interface RemoteOption {
  value: string;
  label: string;
  /** A second line (a product's code and price). */
  description?: string;
  image?: string | null;
  /** A word about the choice beside its name (a product hidden from the store). */
  note?: string;
}

/** Where the picker searches, and how it reads the answers. */
export interface RemoteSource<Item> {
  /** Query-cache key of the searches (one per source). */
  key: string;
  /** The list call, e.g. `/product`; answers `{ data, total? }`. */
  path: string;
  /** The query parameter the typed text goes in (`name`). */
  param?: string;
  /** More of the search's query, fixed for the source (`{ active: '1' }`). */
  params?: Readonly<Record<string, string>>;
  /** Results per page (default 20). */
  limit?: number;
  toOption(item: Item): RemoteOption;
  /** The call for one record (`/admin/product/7`), to name the value a saved record holds. */
  pathOf?(id: string): string;
}

export interface RemoteAutocompleteFieldProps<Item> {
  name: string;
  label?: FieldLabel;
  source: RemoteSource<Item>;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** How the saved value reads, when the caller already knows (no call for it then). */
  initial?: RemoteOption | null;
}

/** A search is asked for after this pause in typing. */
export const SEARCH_PAUSE_MS = 300;

interface Page<Item> {
  data: Item[];
  total?: number;
}

/**
 * Picks one record among thousands (the product picker of offers, coupons and prescription carts)
 * by asking the server as the person types: the server folds Arabic and matches names and codes,
 * the field only sends the text. Results come a page at a time ("show more"); a search typed over
 * is cancelled by its query key. The form holds the record's id (a number when it is one).
 */
export function RemoteAutocompleteField<Item>({
  name,
  label,
  source,
  placeholder,
  required,
  disabled,
  initial = null,
}: RemoteAutocompleteFieldProps<Item>) {
  const { field, bind } = useField(name, label, required);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState<string | null>(null);
  const [chosen, setChosen] = useState<RemoteOption | null>(initial);
  const [search] = useDebouncedValue(typed ?? '', SEARCH_PAUSE_MS);
  const value = field.value === null || field.value === undefined || field.value === '' ? null : String(field.value);

  const { results, options } = useRemoteResults(source, search, combobox.dropdownOpened && typed !== null);

  // A saved record's value is named by asking for it once (unless it was just picked here).
  const saved = useQuery({
    queryKey: ['remote-autocomplete', source.key, 'one', value],
    queryFn: ({ signal }) => api.get<{ data: Item }>(source.pathOf!(value!), { signal }),
    enabled: value !== null && chosen?.value !== value && source.pathOf !== undefined,
    select: (answer) => source.toOption(answer.data),
  });

  const current = chosen?.value === value ? chosen : saved.data && saved.data.value === value ? saved.data : null;
  const shown = typed ?? current?.label ?? '';

  const pick = (option: RemoteOption) => {
    setChosen(option);
    setTyped(null);
    field.onChange(/^\d+$/.test(option.value) ? Number(option.value) : option.value);
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(submitted) => {
        if (submitted === MORE_RESULTS) {
          void results.fetchNextPage();
          return;
        }
        const option = options.find((o) => o.value === submitted);
        if (option) pick(option);
      }}
    >
      <Combobox.Target>
        <TextInput
          {...bind}
          placeholder={placeholder}
          disabled={disabled}
          value={shown}
          autoComplete="off"
          rightSection={results.isFetching || saved.isFetching ? <Loader size="xs" /> : null}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => {
            setTyped((now) => now ?? '');
            combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            setTyped(null);
            field.onBlur();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <RemoteOptions results={results} options={options} isActive={(option) => option.value === value} />
      </Combobox.Dropdown>
    </Combobox>
  );
}

/**
 * The server's answers to a search, a page at a time ("show more" asks for the next), as options:
 * asked only while `enabled` (the dropdown is open); a search typed over is cancelled by its key.
 */
export function useRemoteResults<Item>(source: RemoteSource<Item>, search: string, enabled: boolean) {
  const limit = source.limit ?? 20;
  const results = useInfiniteQuery({
    queryKey: ['remote-autocomplete', source.key, search.trim(), source.params ?? {}],
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<Item>>(source.path, {
        query: { ...source.params, [source.param ?? 'name']: search.trim(), page: pageParam, limit },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      const more = last.total === undefined ? last.data.length === limit : loaded < last.total;
      return more ? pages.length + 1 : undefined;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
  const options = results.data?.pages.flatMap((page) => page.data.map(source.toOption)) ?? [];
  return { results, options };
}

/** The option value of the "show more" row: `onOptionSubmit` asks for the next page on it. */
export const MORE_RESULTS = '__more__';

/** A search's dropdown: its states (failed, loading, nothing found), the options, and "show more". */
export function RemoteOptions({
  results,
  options,
  isActive,
}: {
  results: ReturnType<typeof useRemoteResults>['results'];
  options: readonly RemoteOption[];
  isActive(option: RemoteOption): boolean;
}) {
  const { t } = useTranslation('toolkit');
  return (
    <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
      {results.isError ? (
        <Combobox.Empty>{t('fields.options_failed')}</Combobox.Empty>
      ) : results.isPending ? (
        <Combobox.Empty>{t('fields.loading_options')}</Combobox.Empty>
      ) : options.length === 0 ? (
        <Combobox.Empty>{t('fields.no_options')}</Combobox.Empty>
      ) : (
        options.map((option) => (
          <Combobox.Option
            key={option.value}
            value={option.value}
            active={isActive(option)}
            aria-selected={isActive(option)}
          >
            <Group gap="sm" wrap="nowrap">
              {option.image !== undefined && <Avatar src={option.image} size="sm" radius="sm" />}
              <div>
                <Text size="sm">
                  {option.label}
                  {option.note && (
                    <Badge component="span" size="xs" variant="light" color="gray" ms="xs">
                      {option.note}
                    </Badge>
                  )}
                </Text>
                {option.description && (
                  <Text size="xs" c="dimmed">
                    {/* A code reads left to right, a city right to left: each keeps its own direction. */}
                    <bdi>{option.description}</bdi>
                  </Text>
                )}
              </div>
            </Group>
          </Combobox.Option>
        ))
      )}
      {results.hasNextPage && (
        <Combobox.Option value={MORE_RESULTS} disabled={results.isFetchingNextPage}>
          <Text size="sm" c="teal">
            {results.isFetchingNextPage ? t('fields.loading_options') : t('fields.more_results')}
          </Text>
        </Combobox.Option>
      )}
    </Combobox.Options>
  );
}
