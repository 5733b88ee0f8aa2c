import { Page } from '@/shared/ui/page/page';

export default function HomePage() {
  return <Page title="Take charge of your debt" />;
}
