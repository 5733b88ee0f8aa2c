import type { ReactNode } from 'react';
import { Page } from '@/shared/ui/page/page';
import { PageLinks, type PageLink } from '@/shared/ui/page-links/page-links';
import styles from './portal-article.module.css';

export interface ArticleSection {
  title: string;
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
              <a href={`#section-${index + 1}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.title}
          id={`section-${index + 1}`}
          className={styles.section}
          aria-labelledby={`section-${index + 1}-title`}
        >
          <h3 id={`section-${index + 1}-title`} className={styles.title}>
            {section.title}
          </h3>
          {section.content}
        </section>
      ))}
      <PageLinks back={back} forward={forward} />
    </Page>
  );
}

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
