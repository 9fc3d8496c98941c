import { Link } from '../components/site-link.tsx';
import { Markdown } from '../components/markdown.tsx';
import { CallBand, Container, HeroFigure, LinkCards, Section } from '../components/page-parts.tsx';
import { useLayout } from '../hooks/use-layout.ts';
import { formatDate } from '../lib/format-date.ts';
import { viewOf, type TemplateProps } from './types.ts';

export default function BlogPostTemplate({ record }: TemplateProps) {
  const { post, hero, body, related, more } = viewOf(record, 'blog-post');
  // The business says what it offers and where (its tagline), so a post never claims another trade or city.
  const { business } = useLayout();
  return (
    <>
      <article>
        <header className="bg-slate-900 text-white">
          <Container className="py-10 sm:py-14">
            <p className="text-sm font-bold uppercase tracking-wide text-amber-300">{post.tags.join(' · ')}</p>
            <h1 className="mt-2 max-w-4xl text-3xl font-extrabold tracking-tight sm:text-4xl">{post.title}</h1>
            <p className="mt-4 text-slate-300">
              By {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
              {post.updated && (
                <>
                  {' '}
                  · updated <time dateTime={post.updated}>{formatDate(post.updated)}</time>
                </>
              )}
            </p>
            {hero && <HeroFigure picture={hero} className="mt-8 max-w-3xl" />}
          </Container>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10">
          <Markdown blocks={body} />
        </div>
      </article>
      {related.length > 0 && (
        <Section title="Services mentioned in this article" id="related" className="bg-slate-50">
          <LinkCards links={related} />
        </Section>
      )}
      {more.length > 0 && (
        <Section title="More from the blog" id="more">
          <ul className="grid gap-4 md:grid-cols-3">
            {more.map((p) => (
              <li key={p.href} className="rounded-lg border border-slate-200 p-5">
                <Link to={p.href} className="font-semibold text-blue-800 hover:underline">
                  {p.title}
                </Link>
                <p className="mt-2 text-sm text-slate-700">{p.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <CallBand title="Need a hand now?" text={business.tagline} />
    </>
  );
}
