import React, { type ReactNode } from 'react';
import type { HttpMethod } from '../model/types';

export default function MethodBadge({ method }: { method: HttpMethod }): ReactNode {
  return <span className={`api-method api-method--${method}`}>{method.toUpperCase()}</span>;
}
