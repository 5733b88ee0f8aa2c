import { Outlet } from 'react-router-dom';
import { PreloadNavLink } from '@/shared/ui/link/preload-link';
import styles from './portal/portal-layout.module.css';

const ADMIN_MENU = [
  { to: '/admin', label: 'Overview' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/calls', label: 'Call queue' },
] as const;

/** The admin area's shell: its heading and section links. */
export default function AdminLayout() {
  return (
    <div className={styles.portal}>
      <p className={styles.welcome} aria-hidden="true">
        Admin
      </p>
      <div className={styles.columns}>
        <nav aria-label="Admin" className={styles.nav}>
          <ul className={styles.menu} data-open>
            {ADMIN_MENU.map((item) => (
              <li key={item.to}>
                <PreloadNavLink to={item.to} className={styles.link} end>
                  {item.label}
                </PreloadNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
