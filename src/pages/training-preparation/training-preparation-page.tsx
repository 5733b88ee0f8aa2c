import { Page } from '@/shared/ui/page/page';

export default function TrainingPreparationPage() {
  return <Page title="Training & Preparation" />;
}
