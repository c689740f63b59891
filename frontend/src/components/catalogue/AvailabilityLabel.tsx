import { observer } from 'mobx-react-lite';
import type { Availability as DomainAvailability } from '@shop/domain';
import type { Availability } from '../../api/catalogue-contracts';
import { useT } from '../../app/RouteContext';

/**
 * Stock availability: status 0 deliverable immediately, 1 partly in stock, 2 not in stock (label by the
 * quantity entered), with the delivery time when the stock does not cover it.
 */
export const AvailabilityLabel = observer(function AvailabilityLabel({
  availability,
  status,
  compact = false,
}: {
  availability: Availability;
  /** Status for the quantity entered (from the quantity field); default the server's. */
  status?: DomainAvailability;
  compact?: boolean;
}) {
  const t = useT();
  const code = status?.statusCode ?? availability.statusCode;
  const label = status?.label ?? availability.label;
  const delivery = availability.deliveryTime;
  const showDelivery = code !== 0 && delivery && delivery.messageId !== 'deliverableImmediately' && delivery.days > 0;
  return (
    <span className={`availability availability--${code}${compact ? ' availability--compact' : ''}`}>
      <span className="availability__dot" aria-hidden="true" />
      <span className="availability__text">
        <span className="availability__label">{t(label)}</span>
        {showDelivery && <span className="availability__delivery">{t(delivery.messageId, { days: delivery.days })}</span>}
      </span>
    </span>
  );
});
