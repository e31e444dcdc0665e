import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'Frame/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  args: { onChange: fn(), label: 'Language' },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's: the label is for screen readers only. */
export const InEnglish: Story = { args: { language: 'en' } };

/** The footer's, with its label shown, on a page in European Portuguese. */
export const InPortugueseWithLabel: Story = { args: { language: 'pt-PT', label: 'Idioma', showLabel: true } };
