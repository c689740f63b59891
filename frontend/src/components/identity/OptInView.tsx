import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { identityFlowsOf } from '../../stores/IdentityFlows';
import { useStores } from '../../stores/StoreContext';
import { Spinner } from '../Spinner';
import { useSsc } from './useSsc';

/**
 * A confirmation link page (registration opt-in, new e-mail opt-in): reads `ssc`, posts it to
 * /user/email-confirm and shows the success text, or sscOptInErrorMsg for a missing, used or expired code.
 */
export const OptInView = observer(function OptInView({ page, locale, accountActivation }: PageProps & { accountActivation: boolean }) {
  const t = useT();
  const root = useStores();
  const { session, content } = root;
  const ssc = useSsc();
  const [state, setState] = useState<'loading' | 'success' | 'error'>(ssc ? 'loading' : 'error');

  useEffect(() => {
    if (!ssc) {
      setState('error');
      return;
    }
    let live = true;
    setState('loading');
    void identityFlowsOf(root).confirmEmail(ssc, locale, accountActivation).then((result) => {
      if (live) setState(result.ok ? 'success' : 'error');
      // A logged-in customer who confirmed a new address sees it at once (account data from the server).
      if (result.ok && !accountActivation && session.isLoggedIn) void root.refreshInit();
    });
    return () => {
      live = false;
    };
  }, [root, session, ssc, locale, accountActivation]);

  const login = content.pathFor('login', locale);
  const account = content.pathFor('accountDashboard', locale);
  const home = content.pathFor('home', locale);
  const next = accountActivation || !session.isLoggedIn ? login : account;

  return (
    <div className="container page page--narrow">
      <h1>{page.label}</h1>
      <div role="status" aria-live="polite">
        {state === 'loading' && <Spinner logo={false} label={t('checkingLink')} />}
        {state === 'success' && (
          <div className="message message--success">
            <p>{t(accountActivation ? 'registrationConfirmedSuccessMsg' : 'emailConfirmedSuccessMsg')}</p>
            {next && (
              <p>
                <Link to={next}>{next === login ? t('toLogin') : t('toAccount')}</Link>
              </p>
            )}
          </div>
        )}
      </div>
      {state === 'error' && (
        <div className="message message--error" role="alert">
          <p>{t('sscOptInErrorMsg')}</p>
          {home && (
            <p>
              <Link to={home}>{t('backToHome')}</Link>
            </p>
          )}
        </div>
      )}
    </div>
  );
});
