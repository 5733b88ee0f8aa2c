import type { ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps {
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Lets a link (`page#id`) lead to this box. */
  id?: string;
}

/** A titled box, the unit the portal screens are built from. */
export function Card({ title, headingLevel = 2, actions, children, className, id }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={id} className={[styles.card, className].filter(Boolean).join(' ')}>
      {title || actions ? (
        <header className={styles.header}>
          {title ? <Heading className={styles.title}>{title}</Heading> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
