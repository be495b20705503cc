// /admin/messages: the contact form's messages, newest first.
import { MessageInbox } from '../../../features/inbox/inbox-list';
import { AdminPageHeader } from './admin-page';

export function AdminMessagesPage() {
  return (
    <>
      <AdminPageHeader
        title="Nachrichten"
        intro="Nachrichten aus dem Kontaktformular: neueste zuerst. Öffne eine Nachricht und markiere sie als erledigt, wenn du geantwortet hast."
      />
      <MessageInbox />
    </>
  );
}
