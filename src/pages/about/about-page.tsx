import { Page } from '@/shared/ui/page/page';

export default function AboutPage() {
  return <Page title="About Us" />;
}
