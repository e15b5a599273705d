import { PlainLink } from '../../components/plain-link.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** A carried discount code the server no longer accepts (expired, used…): say why, start again. */
export function CodeRefused({ title, message, testId }: { title: string; message: string; testId: string }) {
  const { t } = useTranslation('payments');
  return (
    <main className="container py-5 text-center" data-testid={testId}>
      <h1 className="h3 mb-3">{title}</h1>
      <div className="alert alert-danger d-inline-block" role="alert">
        {message}
      </div>
      <div>
        <PlainLink to="/credits?code=" className="btn btn-primary">
          {t('discount.back')}
        </PlainLink>
      </div>
    </main>
  );
}
