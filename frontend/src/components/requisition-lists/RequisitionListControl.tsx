import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { lazyComponent } from '../../app/lazy-component';
import { needTextArea } from '../../i18n/texts';
import { useStores } from '../../stores/StoreContext';
import type { AddToRequisitionListProps } from './AddToRequisitionList';

// The control's texts are the account area's: loaded with its code.
const LazyAdd = lazyComponent<AddToRequisitionListProps>(() => Promise.all([import('./AddToRequisitionList'), needTextArea('account')]).then(([m]) => m.default), 'AddToRequisitionList');

/**
 * The "add to requisition list" control where it may work: for a logged-in customer only (a guest keeps no lists),
 * its code and texts loaded then (the storefront entry carries none of them); the control itself hides from a member whose role
 * keeps no lists.
 */
export const RequisitionListControl = observer(function RequisitionListControl(props: AddToRequisitionListProps) {
  const { session } = useStores();
  if (!session.isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <LazyAdd {...props} />
    </Suspense>
  );
});
