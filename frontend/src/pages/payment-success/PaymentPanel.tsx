/** The payment result card: the shared status panel, wide (the figures at full width, wrapping actions). */
import type { ComponentProps } from 'react';
import { AuthStatusPanel } from '../../features/auth/AuthStatusPanel';

type Props = Omit<ComponentProps<typeof AuthStatusPanel>, 'wide' | 'tone'> & {
  tone: 'progress' | 'success' | 'pending' | 'error';
};

export const PaymentPanel = (props: Props) => <AuthStatusPanel {...props} wide />;
