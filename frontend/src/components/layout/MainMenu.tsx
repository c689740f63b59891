import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuItem } from '../../api/contracts';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';
import { useDismiss } from '../useDisclosure';

/**
 * Desktop main menu (menus.main): top-level links; items with subitems get a toggle button that opens a
 * dropdown (hover or click). Escape, an outside click and navigation close it.
 */
export const MainMenu = observer(function MainMenu() {
  const t = useT();
  const locale = useLocale();
  const { content } = useStores();
  const items = content.menu('main', locale);
  const [open, setOpen] = useState<number | null>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const location = useLocation();

  useEffect(() => setOpen(null), [location.pathname, location.search]);

  const dismiss = useCallback(
    (byEscape: boolean) => {
      const toggle = byEscape ? navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-toggle="${open}"]`) : null;
      setOpen(null);
      toggle?.focus();
    },
    [open],
  );
  useDismiss(open !== null, navRef, dismiss);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  if (items.length === 0) return null;

  const hoverOpen = (index: number) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(index), 80);
  };
  const hoverClose = () => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(null), 150);
  };

  return (
    <nav className="mainnav" aria-label={t('mainNavigation')} ref={navRef}>
      <div className="container">
        <ul className="mainnav__list">
          {items.map((item, index) => {
            const hasSub = Boolean(item.subitems?.length);
            const panelId = `${baseId}-sub-${index}`;
            const isOpen = open === index;
            return (
              <li
                key={`${item.link}-${index}`}
                className={isOpen ? 'mainnav__item is-open' : 'mainnav__item'}
                onPointerEnter={(e) => hasSub && e.pointerType === 'mouse' && hoverOpen(index)}
                onPointerLeave={(e) => hasSub && e.pointerType === 'mouse' && hoverClose()}
              >
                <div className="mainnav__head">
                  <SmartLink className="mainnav__link" to={item.link}>
                    {item.label}
                  </SmartLink>
                  {hasSub && (
                    <button
                      type="button"
                      className="mainnav__toggle"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      data-menu-toggle={index}
                      onClick={() => setOpen(isOpen ? null : index)}
                    >
                      <Icon name="chevronDown" size={18} />
                      <span className="visually-hidden">{t('showSubmenu', { label: item.label })}</span>
                    </button>
                  )}
                </div>
                {hasSub && (
                  <div id={panelId} className="mainnav__dropdown" hidden={!isOpen}>
                    <DropdownColumns item={item} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
});

function DropdownColumns({ item }: { item: MenuItem }) {
  const t = useT();
  return (
    <div className="dropdown">
      <ul className="dropdown__grid">
        {item.subitems?.map((sub, i) => (
          <li key={`${sub.link}-${i}`} className="dropdown__col">
            <SmartLink className="dropdown__heading" to={sub.link}>
              {sub.label}
            </SmartLink>
            {sub.subitems && sub.subitems.length > 0 && (
              <ul className="dropdown__sublist">
                {sub.subitems.map((leaf, j) => (
                  <li key={`${leaf.link}-${j}`}>
                    <SmartLink className="dropdown__link" to={leaf.link}>
                      {leaf.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="dropdown__all">
        <SmartLink to={item.link}>
          {t('allOf', { label: item.label })} <Icon name="chevronRight" size={16} />
        </SmartLink>
      </p>
    </div>
  );
}
