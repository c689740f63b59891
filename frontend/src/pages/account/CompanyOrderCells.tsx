import { useT } from '../../app/RouteContext';
import type { CompanyOrderRow } from '../../api/company-orders-contracts';
import { money } from './account-format';

/** The two cells the approvals list and the company history share: own order number with cost centre, net with gross. */
export function CompanyOrderCells({ order, locale }: { order: CompanyOrderRow; locale: string }) {
  const t = useT();
  return (
    <>
      <td data-label={`${t('companyOrdersColCustomerOrderNumber')} / ${t('companyOrdersColCostCentre')}`}>
        {order.customerOrderNumber || '–'}
        <br />
        <span className="form__note">{order.costCentre || '–'}</span>
      </td>
      <td data-label={`${t('approvalsColNet')} / ${t('approvalsColGross')}`} className="num">
        {money(order.net, locale, order.currency)}
        <br />
        <span className="form__note">{money(order.gross, locale, order.currency)}</span>
      </td>
    </>
  );
}
