/**
 * The end of a session: the result ('Settled at $X (Y% of the balance)' or 'No deal') and the
 * 'Post-session tips', each linking to the part of How to negotiate it comes from.
 */
import { Link } from 'react-router-dom';
import { formatUsd } from '@/shared/lib/money';
import { Card } from '@/shared/ui';
import type { PracticeReview, PracticeSession } from '../contract';
import { NEGOTIATE_SECTIONS, sectionLink } from '../model/tips';
import { VIOLATION_RULES } from '../model/violations';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './practice.module.css';

export function resultHeading(session: Pick<PracticeSession, 'settlement' | 'settlement_percent'>) {
  return session.settlement === null
    ? 'No deal'
    : `Settled at ${formatUsd(session.settlement)} (${session.settlement_percent}% of the balance)`;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function PracticeResult({
  session,
  review,
}: {
  session: PracticeSession;
  review: PracticeReview;
}) {
  const spotted = review.violations_spotted.length;
  const said = review.violations_said.length;
  return (
    <div className={styles.result}>
      <h3 className={styles.resultHeading} tabIndex={-1} id="practice-result">
        {resultHeading(session)}
      </h3>
      <Card title="Post-session tips" headingLevel={3}>
        <dl className={styles.facts}>
          <div>
            <dt>Your goal</dt>
            <dd>
              {formatUsd(review.goal)}
              {review.settlement === null ? '' : review.met_goal ? ' (met)' : ' (not met)'}
            </dd>
          </div>
          <div>
            <dt>The agent would have taken</dt>
            <dd>
              {formatUsd(review.creditor_would_take)}
              {review.left_on_table
                ? ` (${formatUsd(review.left_on_table)} left on the table)`
                : ''}
            </dd>
          </div>
          <div>
            <dt>Opening offer</dt>
            <dd>
              {review.opening_offer === null
                ? 'None'
                : `${formatUsd(review.opening_offer)} (${review.opening_percent}%${review.opening_in_range ? ', inside 30-50%' : ', outside 30-50%'})`}
            </dd>
          </div>
          <div>
            <dt>Concessions</dt>
            <dd>
              {review.concessions === 0
                ? 'None'
                : `${review.concessions}, the largest ${formatUsd(review.largest_concession)}`}
            </dd>
          </div>
          <div>
            <dt>Asked for the agreement in writing</dt>
            <dd>{yesNo(review.asked_writing)}</dd>
          </div>
          <div>
            <dt>Asked for &lsquo;Paid in Full&rsquo; or &lsquo;Settled in Full&rsquo; reporting</dt>
            <dd>{yesNo(review.asked_reporting)}</dd>
          </div>
          <div>
            <dt>Kept your savings to yourself</dt>
            <dd>{yesNo(review.kept_savings_private)}</dd>
          </div>
          <div>
            <dt>Violations spotted</dt>
            <dd>
              {said === 0
                ? 'The agent said nothing a collector may not say.'
                : `${spotted} of ${said}${
                    review.violations_spotted.length
                      ? `: ${review.violations_spotted.map((kind) => VIOLATION_RULES[kind].reference).join(', ')}`
                      : ''
                  }`}
            </dd>
          </div>
        </dl>
        <ol className={styles.tips}>
          {review.tips.map((tip) => (
            <li key={tip.id}>
              <p className={styles.tipTitle}>{tip.title}</p>
              <p>{tip.text}</p>
              <Link to={sectionLink(tip.section)}>
                How to negotiate: {NEGOTIATE_SECTIONS[tip.section].title}
              </Link>
            </li>
          ))}
        </ol>
        <p className={layout.muted}>
          Practice feedback from a simulated agent, not financial or legal advice; a real creditor
          may answer differently.
        </p>
      </Card>
    </div>
  );
}
