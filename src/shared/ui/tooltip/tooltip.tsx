import { Tooltip as Primitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import styles from './tooltip.module.css';

interface TooltipProps {
  content: ReactNode;
  /** A focusable element; it gets the tooltip on hover and on keyboard focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <Primitive.Provider delayDuration={200}>
      <Primitive.Root>
        <Primitive.Trigger asChild>{children}</Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Content side={side} sideOffset={6} className={styles.content}>
            {content}
            <Primitive.Arrow className={styles.arrow} />
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </Primitive.Provider>
  );
}

interface InfoTooltipProps {
  /** Names the button for screen readers: 'More about Targeted savings'. */
  label: string;
  content: ReactNode;
}

/** A small (i) button that explains the value next to it. */
export function InfoTooltip({ label, content }: InfoTooltipProps) {
  return (
    <Tooltip content={content}>
      <button type="button" className={styles.info} aria-label={label}>
        <span aria-hidden="true">i</span>
      </button>
    </Tooltip>
  );
}
