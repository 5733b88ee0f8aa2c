import { Page } from '@/shared/ui/page/page';

export default function ContactUsPage() {
  return <Page title="Contact Us" />;
}
