import { Tabs, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type FieldLabel, useAnyT } from './translation-key';

export interface DetailTab {
  /** Its name in the address (`?tab=wallet`). */
  value: string;
  label: FieldLabel;
  /** Rendered only while the tab is open, so a sub-list loads when it is first shown. */
  render(): ReactNode;
  /** Needs the saved record (a sub-list of it); disabled while the record is new. True unless told. */
  needsRecord?: boolean;
}

/**
 * A record's page in tabs (the user form: info, orders, wallet, points, addresses). The open tab is
 * in the address (`?tab=…`, the first tab when absent), so a tab can be linked to, reloaded and
 * reached with the browser's back button. Tabs of a record's sub-lists are disabled, with the
 * reason as a hint, until the record exists. Arrow keys move between tabs (Mantine Tabs), in the
 * reading direction of the page.
 */
export function DetailTabs({
  tabs,
  hasRecord,
  param = 'tab',
}: {
  tabs: readonly [DetailTab, ...DetailTab[]];
  hasRecord: boolean;
  param?: string;
}) {
  const t = useAnyT();
  const { t: toolkit } = useTranslation('toolkit');
  const [search, setSearch] = useSearchParams();
  const first = tabs[0].value;
  const available = (tab: DetailTab) => hasRecord || tab === tabs[0] || tab.needsRecord === false;
  const asked = tabs.find((tab) => tab.value === search.get(param));
  const open = asked && available(asked) ? asked.value : first;
  const label = (tab: DetailTab) => (typeof tab.label === 'string' ? t(tab.label) : tab.label.text);

  const choose = (value: string | null) => {
    if (!value) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === first) next.delete(param);
        else next.set(param, value);
        return next;
      },
      { replace: false },
    );
  };

  return (
    <Tabs value={open} onChange={choose} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) =>
          available(tab) ? (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {label(tab)}
            </Tabs.Tab>
          ) : (
            <Tooltip key={tab.value} label={toolkit('detail_tabs.save_first')} withArrow>
              <Tabs.Tab value={tab.value} disabled aria-describedby={`${tab.value}-needs-record`}>
                {label(tab)}
                <Text id={`${tab.value}-needs-record`} hidden>
                  {toolkit('detail_tabs.save_first')}
                </Text>
              </Tabs.Tab>
            </Tooltip>
          ),
        )}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.render()}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
