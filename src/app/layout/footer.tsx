import { Link } from 'react-router-dom';
import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE, TAGLINE } from '@/shared/config/brand';
import { FOOTER_COLUMNS } from './nav-links';
import styles from './footer.module.css';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{BRAND_NAME}</p>
          <p className={styles.description}>
            A self-service debt-elimination service: real-time coaching, insider strategies and
            automated tools that help you negotiate with your creditors yourself. We are not a debt
            settlement company and we do not provide loans.
          </p>
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className={styles.heading}>Connect</h2>
            <ul className={`${styles.list} ${styles.icons}`}>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`} aria-label="Email us" className={styles.icon}>
                  <Icon path={MAIL_ICON} />
                </a>
              </li>
              <li>
                <a href={`tel:${SUPPORT_PHONE}`} aria-label="Call us" className={styles.icon}>
                  <Icon path={PHONE_ICON} />
                </a>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {BRAND_NAME}. All rights reserved.
        </p>
        <p>{TAGLINE}</p>
      </div>
    </footer>
  );
}

/** The Connect column's icons (24 px grid), drawn in the link's colour. */
const MAIL_ICON =
  'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.6 7l6.4 4.2L18.4 7H5.6Z';
const PHONE_ICON =
  'M6.6 2.5 9.3 5.2a1 1 0 0 1 .1 1.3L8 8.4a12 12 0 0 0 7.6 7.6l1.9-1.4a1 1 0 0 1 1.3.1l2.7 2.7a1 1 0 0 1 0 1.4l-1.6 1.6a3 3 0 0 1-2.9.8C10.6 19.6 4.4 13.4 2.8 7a3 3 0 0 1 .8-2.9l1.6-1.6a1 1 0 0 1 1.4 0Z';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
