import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavLink as Item } from './nav-links';
import { PreloadNavLink } from '@/shared/ui/link/preload-link';
import styles from './nav-bar.module.css';

interface DisclosureMenuProps {
  label: string;
  items: readonly Item[];
}

/** A button that shows a list of links; Escape, a click outside or navigating closes it. */
export function DisclosureMenu({ label, items }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li className={styles.menuItem} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={id} className={styles.submenu} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <PreloadNavLink to={item.to} className={styles.submenuLink}>
              {item.label}
            </PreloadNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
