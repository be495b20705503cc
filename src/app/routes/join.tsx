// /mitglied-werden/:type (issue 31, decision 0192): the checkout of a membership type sold online, reached by
// 'Mitglied werden' on its tier card and from the funnel's recommendation. The server renders it like every public
// page (the studio's types and legal data are public queries); on a page of islands the form hydrates on the first
// tap or focus, and before (or without) that it posts as a plain form. /mitglied-werden/:type/bestaetigt is the
// confirmation: the order's answer (contract number, start, first debit, last day to withdraw) is in the query.
import { useParams, useSearchParams } from 'react-router-dom';
import type { PublicMembershipType } from '#domain/memberships/schemas';
import { formatEuro } from '#domain/contracts/pricing';
import { formatDateShort } from '#domain/time';
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/ui/spinner';
import { paths, typeSlug } from '../../config/paths';
import { useLegal } from '../../features/contracts/api/contracts';
import { CheckoutForm } from '../../features/contracts/components/checkout-form';
import { usePublicMembershipTypes } from '../../features/memberships/api/get-public-types';
import { NotFoundPage } from '../errors/not-found-page';
import { Island } from '../islands/island';
import '../../features/contracts/components/contracts.css';

/** The type of a checkout address, when it is sold online with complete terms. */
function useSoldType(slug: string | undefined) {
  const types = usePublicMembershipTypes();
  const type = types.data?.find((candidate) => typeSlug(candidate.name) === slug);
  const sold =
    type && type.soldOnline && type.monthlyPriceCents !== null && type.minimumTermMonths !== null
      ? (type as PublicMembershipType & { monthlyPriceCents: number; minimumTermMonths: number })
      : null;
  return { pending: types.isPending, sold };
}

export function JoinPage() {
  const { type: slug = '' } = useParams();
  const { pending, sold } = useSoldType(slug);
  const legal = useLegal();
  if (pending || legal.isPending) return <Spinner size="lg" />;
  if (!sold || !legal.data) return <NotFoundPage />;
  return (
    <>
      <DocumentTitle title={`Mitglied werden: ${sold.name}`} />
      <PageHeader
        eyebrow="Mitglied werden"
        heading={sold.name}
        intro="Schließe deine Mitgliedschaft online ab – in wenigen Minuten, mit Start schon ab morgen."
      />
      <div className="container contract-page">
        <Island kind="@checkout" props={{ type: sold, slug, legal: legal.data }} when="interaction">
          <CheckoutForm type={sold} slug={slug} legal={legal.data} />
        </Island>
      </div>
    </>
  );
}

export function JoinDonePage() {
  const [query] = useSearchParams();
  const number = query.get('vertrag') ?? '';
  const startsOn = query.get('beginn');
  const debitOn = query.get('abbuchung');
  const amount = Number(query.get('betrag'));
  const deadline = query.get('widerruf');
  const date = (value: string | null) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDateShort(value) : '–';
  return (
    <>
      <DocumentTitle title="Willkommen im Studio" />
      <PageHeader eyebrow="Bestellung eingegangen" heading="Willkommen im Studio!" />
      <div className="container contract-page contract-done">
        <div className="form-feedback form-feedback--success" role="status">
          <p className="form-feedback__title">Dein Vertrag ist abgeschlossen.</p>
          <dl>
            <dt>Vertragsnummer</dt>
            <dd>{number}</dd>
            <dt>Beginn</dt>
            <dd>{date(startsOn)}</dd>
            <dt>Erste Abbuchung</dt>
            <dd>
              {Number.isInteger(amount) ? formatEuro(amount) : '–'} am {date(debitOn)}
            </dd>
            <dt>Widerruf möglich bis</dt>
            <dd>{date(deadline)}</dd>
          </dl>
        </div>
        <h2>So geht es weiter</h2>
        <ol>
          <li>
            Du bekommst gleich eine E-Mail mit deinem Vertrag als PDF, den AGB und der Widerrufsbelehrung mit
            dem Muster-Widerrufsformular.
          </li>
          <li>
            Bist du neu bei uns, enthält eine zweite E-Mail den Link, mit dem du dein Passwort setzt. Danach
            buchst du deine Kurse in der App.
          </li>
          <li>Bring zu deinem ersten Training nur Sportkleidung und ein Handtuch mit.</li>
        </ol>
        <p>
          Du kannst den Vertrag innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen:{' '}
          <a href={paths.withdraw}>Vertrag widerrufen</a>.
        </p>
      </div>
    </>
  );
}
