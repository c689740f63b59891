import { useT } from '../../app/RouteContext';

/**
 * Before checkout, a company member over his order limits is told that the order will wait for an approver of
 * his company (the cart price's approvalNeeded: the server's rule, docs/company-approval.md).
 */
export function ApprovalNotice({ reason, id }: { reason: 'orderLimit' | 'monthlyLimit'; id?: string }) {
  const t = useT();
  return (
    <p className="message message--warning" id={id}>
      {t(`approvalNotice_${reason}`)}
    </p>
  );
}
