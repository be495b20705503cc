// The frame of the sign-in and registration pages (no site layout, seed 000 §2): brand, one card, a way back.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo';
import { DocumentTitle } from '../../../components/document-title';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { MainContent, SkipLink } from '../../layouts/main-content';
import './auth-frame.css';

export interface AuthFrameProps {
  title: string;
  intro: string;
  children?: ReactNode;
  footer: ReactNode;
}

export function AuthFrame({ title, intro, children, footer }: AuthFrameProps) {
  return (
    <div className="auth">
      <DocumentTitle title={title} />
      <SkipLink />
      <header className="auth__top">
        <BrandLogo />
      </header>
      <MainContent className="auth__main">
        <div className="auth__card">
          <h1 className="auth__title">{title}</h1>
          <p className="auth__intro">{intro}</p>
          {children}
          <div className="auth__footer">{footer}</div>
        </div>
        <Link to={paths.home} className="auth__back">
          <Icon name="arrow-left" /> Zur Startseite
        </Link>
      </MainContent>
    </div>
  );
}
