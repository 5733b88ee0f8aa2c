import { Accordion as Primitive } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Controlled open item: an index, or null when all are closed. */
  openIndex?: number | null;
  onOpenChange?: (index: number | null) => void;
  defaultOpenIndex?: number | null;
  /** Heading level of each item's title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** Expandable boxes holding at most one open item; clicking the open one closes it. */
export function Accordion({
  items,
  openIndex,
  onOpenChange,
  defaultOpenIndex = null,
  headingLevel = 3,
}: AccordionProps) {
  const [ownIndex, setOwnIndex] = useState<number | null>(defaultOpenIndex);
  const current = openIndex === undefined ? ownIndex : openIndex;
  const change = (value: string) => {
    const next = value === '' ? null : Number(value);
    if (openIndex === undefined) setOwnIndex(next);
    onOpenChange?.(next);
  };
  const Heading = `h${headingLevel}` as const;

  return (
    <Primitive.Root
      type="single"
      collapsible
      value={current === null ? '' : String(current)}
      onValueChange={change}
      className={styles.root}
    >
      {items.map((item, index) => (
        <Primitive.Item key={index} value={String(index)} className={styles.item}>
          <Primitive.Header asChild>
            <Heading className={styles.heading}>
              <Primitive.Trigger className={styles.trigger}>
                <span>{item.title}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </Primitive.Trigger>
            </Heading>
          </Primitive.Header>
          <Primitive.Content className={styles.content}>
            <div className={styles.inner}>{item.content}</div>
          </Primitive.Content>
        </Primitive.Item>
      ))}
    </Primitive.Root>
  );
}
