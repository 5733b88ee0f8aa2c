import { Page } from '@/shared/ui/page/page';

export default function MyHomePage() {
  return <Page title="My Home" headingLevel={2} width="wide" />;
}
