import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef {
  id: string;
  label: ReactNode;
  /** Without content the tab is disabled. */
  content: ReactNode | null;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex), Left/Right move and select,
 * Home/End jump; disabled tabs (no content) carry aria-disabled and are skipped.
 * `toggle` (tabs can toggle, docs/rules/states-and-transitions.md#tabs-and-slider): activating the open tab (click, Enter, Space) closes it, so no
 * panel shows; the closed tab keeps the tab stop and the arrow keys open the neighbouring tab.
 */
export const Tabs = observer(function Tabs({
  tabs,
  label,
  className,
  selected: controlled,
  onSelect,
  toggle = false,
}: {
  tabs: TabDef[];
  label: string;
  className?: string;
  /** Controlled selection (e.g. from the URL); uncontrolled without it. */
  selected?: string | null;
  onSelect?: (tabId: string) => void;
  /** Activating the open tab closes it. */
  toggle?: boolean;
}) {
  const id = useId();
  const enabled = tabs.filter((tab) => tab.content !== null);
  const [own, setOwn] = useState<string | null>(enabled[0]?.id ?? null);
  const [closed, setClosed] = useState(false);
  const selected = controlled !== undefined ? controlled : own;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  /** The tab with the tab stop: the selected one, open or (toggle) closed. */
  const current = enabled.find((tab) => tab.id === selected) ?? enabled[0];
  const open = toggle && closed ? undefined : current;

  const select = (tabId: string, focus: boolean) => {
    setOwn(tabId);
    setClosed(false);
    onSelect?.(tabId);
    if (focus) refs.current[tabId]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!current || enabled.length === 0) return;
    const index = enabled.findIndex((tab) => tab.id === current.id);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(enabled[next].id, true);
  };

  return (
    <div className={`tabs${className ? ` ${className}` : ''}`}>
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab) => {
          const disabled = tab.content === null;
          const isSelected = !disabled && open?.id === tab.id;
          const isTabStop = !disabled && current?.id === tab.id;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={disabled ? undefined : `${id}-panel-${tab.id}`}
              aria-disabled={disabled || undefined}
              tabIndex={isTabStop ? 0 : -1}
              onClick={() => {
                if (disabled) return;
                if (toggle && open?.id === tab.id) setClosed(true);
                else select(tab.id, false);
              }}
              onKeyDown={onKeyDown}
              ref={(el) => {
                refs.current[tab.id] = el;
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {enabled.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          className="tabs__panel"
          hidden={open?.id !== tab.id}
          tabIndex={0}
        >
          {open?.id === tab.id ? tab.content : null}
        </div>
      ))}
    </div>
  );
});
