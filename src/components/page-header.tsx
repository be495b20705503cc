// The opening band of a page: optional eyebrow, the page's one h1, and its lead sentence.
import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  heading: string;
  intro?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
}

export function PageHeader({ heading, intro, eyebrow, children, tone = 'light' }: PageHeaderProps) {
  return (
    <header className={`page-header page-header--${tone}`}>
      <div className="container page-header__inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{heading}</h1>
        {intro && <p className="lead page-header__intro">{intro}</p>}
        {children && <div className="page-header__extra">{children}</div>}
      </div>
    </header>
  );
}
