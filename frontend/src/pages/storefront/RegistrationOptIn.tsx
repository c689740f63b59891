import { observer } from 'mobx-react-lite';
import type { PageProps } from '../../app/components';
import { OptInView } from '../../components/identity/OptInView';

/** Registration opt-in: the e-mailed link (query ssc) activates the account. */
const RegistrationOptIn = observer(function RegistrationOptIn(props: PageProps) {
  return <OptInView {...props} accountActivation />;
});

export default RegistrationOptIn;
