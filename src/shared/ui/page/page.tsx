import { useEffect, type ReactNode } from 'react';
import { BRAND_NAME } from '../../config/brand';
import styles from './page.module.css';

/** Sets the tab title: 'Title | Brand'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}

interface PageProps {
  /** The h1 of the page, also used for the tab title unless `documentTitle` is given. */
  title: string;
  documentTitle?: string;
  lead?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'normal' | 'wide';
  /** 2 inside a shell that already has the h1 (the portal's 'Welcome' heading). */
  headingLevel?: 1 | 2;
}

/** A page's frame: its one h1, an optional lead paragraph and the content below. */
export function Page({
  title,
  documentTitle,
  lead,
  children,
  width = 'normal',
  headingLevel = 1,
}: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  const Heading = `h${headingLevel}` as const;
  const frame = headingLevel === 1 ? styles.page : styles.section;
  return (
    <div className={`${frame} ${styles[width]}`}>
      <Heading className={headingLevel === 1 ? styles.title : styles.sectionTitle}>{title}</Heading>
      {lead ? <div className={styles.lead}>{lead}</div> : null}
      {children}
    </div>
  );
}
