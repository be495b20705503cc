// The heading block of an admin screen.
import { DocumentTitle } from '../../../components/document-title';
import './admin-page.css';

export function AdminPageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="admin-page__header">
      <DocumentTitle title={title} />
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
    </header>
  );
}
