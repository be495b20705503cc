// A legal text of domain/contracts/legal-texts.ts (plain data: a title, sections of paragraphs) as HTML: the SEPA
// mandate in the checkout; the same data is the PDF's and the mail's text on the server.
import type { LegalDocument } from '#domain/contracts/legal-texts';

export function LegalDocumentView({
  document,
  headingLevel = 2,
}: {
  document: LegalDocument;
  headingLevel?: 2 | 3;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Section = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div className="legal-document">
      <Title className="legal-document__title">{document.title}</Title>
      {document.sections.map((section, index) => (
        <div key={section.heading ?? index}>
          {section.heading && <Section>{section.heading}</Section>}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ))}
    </div>
  );
}
