// The shared look of the error pages (seed 002 §8): status code, status message, German description and help,
// and the ways out.
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../components/document-title';
import { useHttpStatus } from '../../lib/render-notes';
import './status-page.css';

export interface StatusPageProps {
  /** HTTP status shown large; omitted for errors that have none (an outdated app). */
  statusCode?: number;
  statusMessage: string;
  description: string;
  help?: ReactNode;
  actions: ReactNode;
  title: string;
}

export function StatusPage({
  statusCode,
  statusMessage,
  description,
  help,
  actions,
  title,
}: StatusPageProps) {
  useHttpStatus(statusCode ?? 500);
  return (
    <section className="status-page" aria-labelledby="status-page-heading">
      <DocumentTitle title={title} />
      <div className="status-page__inner">
        {statusCode !== undefined && (
          <p className="status-page__code">
            <span className="visually-hidden">Statuscode </span>
            {statusCode}
          </p>
        )}
        <h1 id="status-page-heading" className="status-page__message">
          {statusMessage}
        </h1>
        <p className="status-page__description">{description}</p>
        {help && <p className="status-page__help">{help}</p>}
        <div className="status-page__actions">{actions}</div>
      </div>
    </section>
  );
}
