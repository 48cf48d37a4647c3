import { Button, Stack } from '@mantine/core';
import { IconBriefcase, IconBuildingBank, IconCar, IconHome, IconReceiptTax, IconShoppingCart } from '@tabler/icons-react';
import { legalCategories, type LegalCategoryValue } from '../../../../core/data/legalCategories';
import { SectionCard } from './SectionCard';

const icons: Record<LegalCategoryValue, typeof IconHome> = {
  constitutional: IconBuildingBank,
  employment: IconBriefcase,
  housing: IconHome,
  transportation: IconCar,
  consumer: IconShoppingCart,
  tax: IconReceiptTax,
};

interface CategoriesCardProps {
  pending: boolean;
  /** Ask the category's canned question now. */
  onAsk(query: string): void;
}

/** Legal Categories (spec part 1 §2): each asks for the top federal laws of its area. */
export function CategoriesCard({ pending, onAsk }: CategoriesCardProps) {
  return (
    <SectionCard titleId="legal-categories-title" title="Legal Categories">
      <Stack gap={4} component="ul" className="plain-list">
        {legalCategories.map((category) => {
          const Icon = icons[category.value];
          return (
            <li key={category.value}>
              <Button
                variant="subtle"
                fullWidth
                justify="flex-start"
                leftSection={<Icon size={18} aria-hidden />}
                disabled={pending}
                onClick={() => onAsk(category.query)}
              >
                {category.label}
              </Button>
            </li>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
