// /bloecke (admin only, issue 8 item 8): every block kind of the registry with its defaults, each in a labelled
// wrapper (data-block-kind) under a table of contents, so nothing in the catalogue is unreachable. Heroes bring
// their own h1, so this page has several; it is a preview for the studio team, not a page visitors see (0084).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { blockProps, type BlockRegistry } from '../../../components/blocks/block';
import { DocumentTitle } from '../../../components/document-title';
import { FunnelProvider } from '../../../features/marketing/registry';
import { blockRegistry } from '../../blocks/registry';
import './bloecke.css';

/** One failing block shows its error in its wrapper instead of taking the catalogue down. */
class BlockBoundary extends Component<{ kind: string; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Block ${this.props.kind} konnte nicht dargestellt werden`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <p className="container catalogue__error" data-block-error={this.props.kind} role="alert">
          Dieser Block konnte nicht dargestellt werden: {this.state.error.message}
        </p>
      );
    }
    return this.props.children;
  }
}

const anchorOf = (kind: string) => `block-${kind}`;
const TOC_ID = 'inhaltsverzeichnis';

export function BlockCatalogue({ registry = blockRegistry }: { registry?: BlockRegistry }) {
  const entries = Object.entries(registry);
  return (
    <FunnelProvider>
      <div className="container catalogue__head">
        <p className="eyebrow">Seitenbaukasten</p>
        <h1>Blöcke</h1>
        <p className="lead">
          Alle {entries.length} Blockarten mit ihren Standardwerten – so erscheinen sie auf einer Seite,
          solange das Seitendokument nichts überschreibt.
        </p>
        <nav id={TOC_ID} aria-label="Inhaltsverzeichnis der Blöcke" className="catalogue__toc">
          <ol>
            {entries.map(([kind, definition]) => (
              <li key={kind}>
                <a href={`#${anchorOf(kind)}`}>{definition.label}</a> <code>{kind}</code>
              </li>
            ))}
          </ol>
        </nav>
      </div>
      <div className="catalogue__list">
        {entries.map(([kind, definition]) => {
          const Block = definition.component;
          const labelId = `${anchorOf(kind)}-label`;
          return (
            <section
              key={kind}
              id={anchorOf(kind)}
              className="catalogue__item"
              data-block-kind={kind}
              aria-labelledby={labelId}
            >
              <div className="container catalogue__label">
                <h2 id={labelId}>
                  {definition.label} <code>{kind}</code>
                </h2>
                <a href={`#${TOC_ID}`} className="catalogue__top">
                  Zum Inhaltsverzeichnis
                </a>
              </div>
              <div className="catalogue__preview">
                <BlockBoundary kind={kind}>
                  <Block {...blockProps(definition, {})} />
                </BlockBoundary>
              </div>
            </section>
          );
        })}
      </div>
    </FunnelProvider>
  );
}

export function BlocksCataloguePage() {
  return (
    <>
      <DocumentTitle title="Blöcke" />
      <BlockCatalogue />
    </>
  );
}
