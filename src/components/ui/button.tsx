import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// .btn (src/styles/app.css) holds what every button shares: a page has a dozen buttons, and the
// utilities spelled out cost each of them 250 bytes. The icon rules stay utilities: they must win
// over an icon's own size class, as a utility of higher specificity does.
const buttonBase = cva('btn [&_svg]:size-4 [&_svg]:shrink-0', {
  variants: {
    variant: {
      default: 'bg-amber-400 text-slate-950 hover:bg-amber-300',
      destructive: 'bg-red-700 text-white hover:bg-red-800',
      outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
      secondary: 'bg-slate-900 text-white hover:bg-slate-800',
      ghost: 'text-slate-900 hover:bg-slate-100',
      inverse: 'text-white hover:bg-slate-700',
      link: 'text-blue-800 underline-offset-4 hover:underline',
    },
    size: {
      default: 'h-11 px-5',
      sm: 'h-9 px-3',
      // No text size of its own: .btn's text-sm is what a large button has always shown (a
      // text-base here lost to it in the stylesheet's order when both were utilities).
      lg: 'h-12 px-7',
      icon: 'size-11',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

/** Class names for a button-styled element, plus any extra classes that do not clash with them. */
export function buttonVariants(props: VariantProps<typeof buttonBase> & { className?: string } = {}): string {
  const { className, ...variants } = props;
  return cn(buttonBase(variants), className);
}

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonBase>;

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
