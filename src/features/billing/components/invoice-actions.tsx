// An invoice's changes at the desk and in 'Beiträge' (issue 33): 'Rücklastschrift erfassen' (date and the bank's
// reason code), 'Zahlung erfassen' (date and bar/karte/überweisung) and 'Stornieren' (a reason; the answer is the
// cancellation invoice, shown with its number). Each asks in a dialog; the domain's schema checks before sending.
import { useState, type FormEvent } from 'react';
import { formatEuro } from '#domain/contracts/pricing';
import { berlinDate } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ErrorSummary, useFormProblems } from '../../../components/ui/form-feedback';
import { Modal } from '../../../components/ui/modal';
import { problemsOfError, problemsOfIssues } from '../../../lib/form-problems';
import { useCancelInvoice, useRecordPayment, useRecordReturn } from '../api/billing';
import {
  CancelRequestSchema,
  PaymentRequestSchema,
  ReturnRequestSchema,
  type InvoiceSummary,
} from '#domain/billing/schemas';
import { invoiceActions, PAYMENT_METHOD_OPTIONS } from '../model';

/** The reasons a bank gives most often for a returned SEPA debit (ISO 20022 ExternalReturnReason1Code). */
export const RETURN_REASONS = [
  { code: '', label: 'Nicht angegeben' },
  { code: 'AM04', label: 'AM04 – Deckung unzureichend' },
  { code: 'MD06', label: 'MD06 – Erstattung auf Wunsch des Zahlers' },
  { code: 'AC04', label: 'AC04 – Konto aufgelöst' },
  { code: 'AC01', label: 'AC01 – IBAN fehlerhaft' },
  { code: 'MD01', label: 'MD01 – Kein gültiges Mandat' },
  { code: 'MS02', label: 'MS02 – Grund vom Zahler nicht genannt' },
  { code: 'MS03', label: 'MS03 – Grund von der Bank nicht genannt' },
] as const;

type Dialog = 'return' | 'payment' | 'cancel' | null;

/** The invoice's action buttons and their dialogs; `onDone` gets what was done, for the screen to confirm. */
export function InvoiceActions({
  invoice,
  onDone,
}: {
  invoice: InvoiceSummary;
  onDone: (note: string) => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const can = invoiceActions(invoice);
  const close = (note?: string) => {
    setDialog(null);
    if (note) onDone(note);
  };
  return (
    <>
      {can.canReturn && (
        <Button size="sm" variant="outline" onClick={() => setDialog('return')}>
          Rücklastschrift erfassen
        </Button>
      )}
      {can.canPay && (
        <Button size="sm" variant="outline" onClick={() => setDialog('payment')}>
          Zahlung erfassen
        </Button>
      )}
      {can.canCancel && (
        <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')}>
          Stornieren
        </Button>
      )}
      {dialog === 'return' && <ReturnDialog invoice={invoice} onClose={close} />}
      {dialog === 'payment' && <PaymentDialog invoice={invoice} onClose={close} />}
      {dialog === 'cancel' && <CancelDialog invoice={invoice} onClose={close} />}
    </>
  );
}

interface DialogProps {
  invoice: InvoiceSummary;
  onClose: (note?: string) => void;
}

/** One dialog's frame: the form, its error summary, the send and the cancel button. */
function ActionDialog({
  title,
  formId,
  pending,
  submitLabel,
  onClose,
  onSubmit,
  problems,
  summaryRef,
  children,
}: {
  title: string;
  formId: string;
  pending: boolean;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  problems: readonly string[];
  summaryRef: ReturnType<typeof useFormProblems>['summaryRef'];
  children: React.ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Abbrechen
          </Button>
        </>
      }
    >
      <form id={formId} className="billing-dialog" noValidate onSubmit={onSubmit}>
        <ErrorSummary ref={summaryRef} messages={problems} />
        {children}
      </form>
    </Modal>
  );
}

function ReturnDialog({ invoice, onClose }: DialogProps) {
  const record = useRecordReturn();
  const { problems, fail, summaryRef } = useFormProblems();
  const [returnedOn, setReturnedOn] = useState(() => berlinDate(new Date()));
  const [reasonCode, setReasonCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    const parsed = ReturnRequestSchema.safeParse({ returnedOn, reasonCode: reasonCode || undefined });
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    record.mutate(
      { id: invoice.id, ...parsed.data },
      {
        onSuccess: (next) =>
          onClose(`Rücklastschrift zu ${next.number} erfasst: offen ${formatEuro(next.openCents)}.`),
        onError: (error) => fail(problemsOfError(error)),
      },
    );
  };
  return (
    <ActionDialog
      title={`Rücklastschrift zu Rechnung ${invoice.number}`}
      formId={`return-${invoice.id}`}
      pending={record.isPending}
      submitLabel="Rücklastschrift erfassen"
      onClose={() => onClose()}
      onSubmit={submit}
      problems={problems.messages}
      summaryRef={summaryRef}
    >
      <p>
        Die Rechnung ist danach wieder offen, zuzüglich der Rücklastschriftgebühr aus den Einstellungen. Das
        Mitglied bekommt eine E-Mail.
      </p>
      <TextField
        label="Datum der Rücklastschrift"
        type="date"
        value={returnedOn}
        error={problems.fields.returnedOn}
        onChange={(e) => setReturnedOn(e.target.value)}
      />
      <SelectField
        label="Rückgabegrund der Bank"
        value={reasonCode}
        error={problems.fields.reasonCode}
        onChange={(e) => setReasonCode(e.target.value)}
      >
        {RETURN_REASONS.map((reason) => (
          <option key={reason.code} value={reason.code}>
            {reason.label}
          </option>
        ))}
      </SelectField>
    </ActionDialog>
  );
}

function PaymentDialog({ invoice, onClose }: DialogProps) {
  const record = useRecordPayment();
  const { problems, fail, summaryRef } = useFormProblems();
  const [paidOn, setPaidOn] = useState(() => berlinDate(new Date()));
  const [method, setMethod] = useState<string>('bar');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    const parsed = PaymentRequestSchema.safeParse({ paidOn, method });
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    record.mutate(
      { id: invoice.id, ...parsed.data },
      {
        onSuccess: (next) => onClose(`Zahlung zu ${next.number} erfasst.`),
        onError: (error) => fail(problemsOfError(error)),
      },
    );
  };
  return (
    <ActionDialog
      title={`Zahlung zu Rechnung ${invoice.number}`}
      formId={`payment-${invoice.id}`}
      pending={record.isPending}
      submitLabel="Zahlung erfassen"
      onClose={() => onClose()}
      onSubmit={submit}
      problems={problems.messages}
      summaryRef={summaryRef}
    >
      <p>Offener Betrag: {formatEuro(invoice.openCents)}</p>
      <TextField
        label="Bezahlt am"
        type="date"
        value={paidOn}
        error={problems.fields.paidOn}
        onChange={(e) => setPaidOn(e.target.value)}
      />
      <SelectField
        label="Zahlungsart"
        value={method}
        error={problems.fields.method}
        onChange={(e) => setMethod(e.target.value)}
      >
        {PAYMENT_METHOD_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </ActionDialog>
  );
}

function CancelDialog({ invoice, onClose }: DialogProps) {
  const cancel = useCancelInvoice();
  const { problems, fail, summaryRef } = useFormProblems();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const parsed = CancelRequestSchema.safeParse({ reason });
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    cancel.mutate(
      { id: invoice.id, ...parsed.data },
      {
        onSuccess: (storno) =>
          onClose(
            `Stornorechnung ${storno.number} zu ${invoice.number} ausgestellt: ${formatEuro(storno.grossCents)}.`,
          ),
        onError: (error) => fail(problemsOfError(error)),
      },
    );
  };
  return (
    <ActionDialog
      title={`Rechnung ${invoice.number} stornieren`}
      formId={`cancel-${invoice.id}`}
      pending={cancel.isPending}
      submitLabel="Stornorechnung ausstellen"
      onClose={() => onClose()}
      onSubmit={submit}
      problems={problems.messages}
      summaryRef={summaryRef}
    >
      <p>
        Eine Rechnung wird nie geändert: Die Stornierung ist eine neue Rechnung mit negativen Beträgen und
        eigener Nummer, die auf {invoice.number} verweist.
      </p>
      <TextField
        label="Grund der Stornierung"
        value={reason}
        error={problems.fields.reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </ActionDialog>
  );
}
