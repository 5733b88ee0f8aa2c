import { GET_STARTED, InfoPage } from './info-page';

export default function AgentSupportPage() {
  return (
    <InfoPage
      title="Agent Support"
      lead="Someone on your side whenever a creditor is: live on your calls and in front of your inbox."
      back={{ to: '/training-preparation', label: 'Training & Preparation' }}
      action={GET_STARTED}
      forward={{ to: '/earnings-calculator', label: 'Calculate your earnings' }}
      boxes={[
        {
          title: 'Voice coaching',
          content: (
            <>
              <p>
                When you call a creditor, an agent or our AI joins the call and listens. It whispers
                suggestions to you as the conversation goes: when to pause, what to counter with,
                what to ask for in writing. The creditor never hears it.
              </p>
              <p>
                You stay the one negotiating. We do not negotiate for you and do not give legal or
                financial advice.
              </p>
            </>
          ),
        },
        {
          title: 'Communication interception',
          content: (
            <>
              <p>
                Creditor calls and emails go to your agent instead of interrupting your day. You get
                a weekly summary of what came in and what needs doing, and anything urgent, such as
                a settlement offer or a court notice, is forwarded to you at once.
              </p>
              <p>
                Intercepted email lands in a dedicated inbox in your portal, where you can read
                every message in full.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
