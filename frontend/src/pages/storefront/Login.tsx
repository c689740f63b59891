import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Icon } from '../../components/Icon';
import { LoginForm } from '../../components/identity/LoginForm';
import { useStores } from '../../stores/StoreContext';

/** Login page: the login form beside the invitation to register. After login the dashboard opens. */
const Login = observer(function Login({ page, locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const registration = content.pathFor('registration', locale);
  return (
    <div className="container page">
      <h1>{page.label}</h1>
      <div className="auth-page auth-page--split">
        <section className="auth-card" aria-labelledby="login-existing">
          <h2 id="login-existing">{t('existingCustomer')}</h2>
          <p className="form__note">{t('loginIntro')}</p>
          <LoginForm showLinks={false} />
          {content.pathFor('passwordForgotten', locale) && (
            <p className="form__links">
              <Link to={content.pathFor('passwordForgotten', locale)!}>{t('passwordForgottenLink')}</Link>
            </p>
          )}
        </section>
        {registration && (
          <section className="auth-card auth-card--muted" aria-labelledby="login-new">
            <h2 id="login-new">{t('newCustomerTitle')}</h2>
            <p>{t('registerIntro')}</p>
            <ul className="benefits">
              {(['registerBenefit1', 'registerBenefit2', 'registerBenefit3'] as const).map((key) => (
                <li key={key}>
                  <Icon name="check" size={18} />
                  <span>{t(key)}</span>
                </li>
              ))}
            </ul>
            <Link className="button button--secondary" to={registration}>
              {t('createAccount')}
            </Link>
          </section>
        )}
      </div>
    </div>
  );
});

export default Login;
