import { Switch as Primitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import styles from './switch.module.css';

interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
}

/** An on/off toggle with its label; Space and Enter toggle it. */
export function Switch({ label, checked, onCheckedChange, description, disabled }: SwitchProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      <Primitive.Root
        id={id}
        className={styles.root}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
      >
        <Primitive.Thumb className={styles.thumb} />
      </Primitive.Root>
    </div>
  );
}
