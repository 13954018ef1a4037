import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';
import { useAuthRedirect } from '../use-auth-redirect';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** /login and /register: the same page around a different form, each linking to the other. */
export function AuthPage({ mode }: { mode: 'login' | 'register' }) {
  const { t } = useTranslation('auth');
  const { done, search } = useAuthRedirect();
  const other =
    mode === 'login'
      ? { to: '/register', text: 'login.noAccount', link: 'login.createAccount' }
      : { to: '/login', text: 'register.haveAccount', link: 'register.signIn' };
  return (
    <AuthLayout
      title={t(`${mode}.title`)}
      intro={t(`${mode}.intro`)}
      footer={
        <>
          {t(other.text)}{' '}
          <Link to={`${other.to}${search}`} className="font-semibold text-majorelle-600 hover:underline">
            {t(other.link)}
          </Link>
        </>
      }
    >
      {mode === 'login' ? <LoginForm onSuccess={done} /> : <RegisterForm onSuccess={done} />}
    </AuthLayout>
  );
}
