import { Card, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface StatCardProps {
  label: string;
  value: number;
  detail: string;
  to: string;
}

export function StatCard({ label, value, detail, to }: StatCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
          {value}
        </Text>
        <Link asChild fontSize="sm" variant="underline">
          <RouterLink to={to}>{detail}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
