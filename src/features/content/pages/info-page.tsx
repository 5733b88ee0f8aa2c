import type { ReactNode } from 'react';
import { Accordion, type AccordionItem } from '@/shared/ui/accordion/accordion';
import { Page } from '@/shared/ui/page/page';
import { PageLinks, type PageLink } from '@/shared/ui/page-links/page-links';

interface InfoPageProps {
  title: string;
  lead: ReactNode;
  boxes: readonly AccordionItem[];
  back?: PageLink;
  action?: PageLink;
  forward?: PageLink;
  children?: ReactNode;
}

/** An education page: expandable info boxes, one open at a time, then previous/next links. */
export function InfoPage({ title, lead, boxes, back, action, forward, children }: InfoPageProps) {
  return (
    <Page title={title} lead={lead}>
      <Accordion items={boxes} headingLevel={2} />
      {children}
      <PageLinks
        {...(back ? { back } : {})}
        {...(action ? { action } : {})}
        {...(forward ? { forward } : {})}
      />
    </Page>
  );
}

export const GET_STARTED: PageLink = { to: '/build-a-subscription', label: 'Get Started' };
