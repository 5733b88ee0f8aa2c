import type { ReactNode } from 'react';
import { Page } from '@/shared/ui/page/page';
import { PageLinks, type PageLink } from '@/shared/ui/page-links/page-links';
import styles from './portal-article.module.css';

export interface ArticleSection {
  title: string;
  /** The section's anchor, for links into it (the practice tips); `section-<n>` when none. */
  id?: string;
  content: ReactNode;
}

interface PortalArticleProps {
  title: string;
  lead: ReactNode;
  sections: readonly ArticleSection[];
  back: PageLink;
  forward: PageLink;
}

/** A Take action education page: short sections, all open, then links along the submenu. */
export function PortalArticle({ title, lead, sections, back, forward }: PortalArticleProps) {
  return (
    <Page title={title} headingLevel={2} width="normal" lead={lead}>
      <nav aria-label="On this page" className={styles.toc}>
        <ul>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${anchorOf(section, index)}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.title}
          id={anchorOf(section, index)}
          className={styles.section}
          aria-labelledby={`${anchorOf(section, index)}-title`}
        >
          <h3 id={`${anchorOf(section, index)}-title`} className={styles.title}>
            {section.title}
          </h3>
          {section.content}
        </section>
      ))}
      <PageLinks back={back} forward={forward} />
    </Page>
  );
}

const anchorOf = (section: ArticleSection, index: number) => section.id ?? `section-${index + 1}`;

export const OVERVIEW_LINK: PageLink = { to: '/portal/take-action', label: 'Take action overview' };
export const OPTIONS_LINK: PageLink = {
  to: '/portal/take-action/options',
  label: 'Your Debt Relief Options',
};
export const CREDIT_LINK: PageLink = {
  to: '/portal/take-action/credit',
  label: 'Understanding Credit',
};
export const NEGOTIATE_LINK: PageLink = {
  to: '/portal/take-action/negotiate',
  label: 'How to Negotiate',
};
