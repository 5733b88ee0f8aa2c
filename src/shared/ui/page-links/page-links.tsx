import { Link } from 'react-router-dom';
import { ButtonLink } from '../button/button';
import styles from './page-links.module.css';

export interface PageLink {
  to: string;
  label: string;
}

interface PageLinksProps {
  back?: PageLink;
  /** The call to action in the middle, usually 'Get Started' to the subscription builder. */
  action?: PageLink;
  forward?: PageLink;
}

/** The previous / call to action / next links at the foot of a content page. */
export function PageLinks({ back, action, forward }: PageLinksProps) {
  return (
    <nav className={styles.links} aria-label="Page navigation">
      <div className={styles.back}>
        {back ? (
          <Link to={back.to} className={styles.link}>
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        ) : null}
      </div>
      <div className={styles.action}>
        {action ? <ButtonLink to={action.to}>{action.label}</ButtonLink> : null}
      </div>
      <div className={styles.forward}>
        {forward ? (
          <Link to={forward.to} className={styles.link}>
            {forward.label}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
