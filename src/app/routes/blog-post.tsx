// /blog/:slug: one published article; a slug no post has (or a draft's) is the 404 page, with HTTP 404 in the
// server render.
import { useParams } from 'react-router-dom';
import { isPostSlug } from '../../features/blog/api/get-posts';
import { PostArticle } from '../../features/blog/components/post-article';
import { NotFoundPage } from '../errors/not-found-page';

export function BlogPostPage() {
  const { slug } = useParams();
  if (!isPostSlug(slug)) return <NotFoundPage />;
  return <PostArticle key={slug} slug={slug} notFound={<NotFoundPage />} />;
}
