import { useT } from '../../app/RouteContext';

/**
 * Before checkout, a company member over his order limits is told that the order will wait for an approver of
 * his company (the cart price's approvalNeeded: the server's rule, docs/company-approval.md).
 */
export function ApprovalNotice({ reason, id, className = '' }: { reason: 'orderLimit' | 'monthlyLimit'; id?: string; className?: string }) {
  const t = useT();
  return (
    <p className={`message message--warning ${className}`.trim()} id={id}>
      {t(`approvalNotice_${reason}`)}
    </p>
  );
}
