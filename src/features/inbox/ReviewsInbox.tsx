import { InboxView } from './InboxView';

/** /reviews: ratings and reviews in the inbox, 10 a page. */
export function ReviewsInbox() {
  return <InboxView kind="reviews" />;
}
