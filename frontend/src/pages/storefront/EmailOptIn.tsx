import { observer } from 'mobx-react-lite';
import type { PageProps } from '../../app/components';
import { OptInView } from '../../components/identity/OptInView';

/** New-e-mail opt-in: the link sent to the new address (query ssc) makes it the login e-mail. */
const EmailOptIn = observer(function EmailOptIn(props: PageProps) {
  return <OptInView {...props} accountActivation={false} />;
});

export default EmailOptIn;
