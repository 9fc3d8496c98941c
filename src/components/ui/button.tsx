import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const buttonBase = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-amber-500 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
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
        lg: 'h-12 px-7 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/** Class names for a button-styled element, plus any extra classes that do not clash with them. */
export function buttonVariants(props: VariantProps<typeof buttonBase> & { className?: string } = {}): string {
  const { className, ...variants } = props;
  return cn(buttonBase(variants), className);
}

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonBase>;

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
