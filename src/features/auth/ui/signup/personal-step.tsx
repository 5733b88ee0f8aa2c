import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/shared/ui/button/button';
import { TextField } from '@/shared/ui/field/text-field';
import { localToday, type SignupForm } from '../../model/schemas';
import styles from '../auth.module.css';

interface PersonalStepProps {
  form: UseFormReturn<SignupForm>;
  onBack: () => void;
  onNext: () => void;
}

/** Step 1: first name, last name and date of birth, all required. */
export function PersonalStep({ form, onBack, onNext }: PersonalStepProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField
        label="First name"
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        required
        max={localToday()}
        error={errors.dob?.message}
        {...register('dob')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext}>Next</Button>
      </div>
    </>
  );
}
