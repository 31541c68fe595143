import { describe, expect, it } from 'vitest';
import { emailSchema, nameSchema, nicknameSchema, passwordSchema } from './fields';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('password rules (DECISIONS.md)', () => {
  it.each([
    ['Abcdef1!', []],
    ['Zz9.zzzz', []],
    ['abcdef1!', ['passwordCapital']],
    ['ABCDEF!!', ['passwordDigit']],
    ['Abcdefg1', ['passwordSpecial']],
    ['Ab1!', ['passwordLength']],
    ['Abcdéf1!', ['passwordChars']],
    ['Abc def1!', ['passwordChars']],
    [`A1!${'a'.repeat(197)}`, []],
    [`A1!${'a'.repeat(198)}`, ['passwordLength']],
  ])('%s', (password, expected) => {
    expect(messages(passwordSchema.safeParse(password))).toEqual(expected);
  });
});

describe('nickname rules', () => {
  it.each([
    ['abc', true],
    ['abc123', true],
    ['ab', false],
    ['abcdefg', false],
    ['ab_c', false],
    ['émile', false],
  ])('%s', (nickname, ok) => {
    expect(nicknameSchema.safeParse(nickname).success).toBe(ok);
  });
});

describe('name and email', () => {
  it('needs a name of 2 to 100 characters', () => {
    expect(nameSchema.safeParse('A').success).toBe(false);
    expect(nameSchema.safeParse('Al').success).toBe(true);
    expect(nameSchema.safeParse('a'.repeat(101)).success).toBe(false);
  });

  it('normalises the email and checks its pattern', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(emailSchema.safeParse('ada@').success).toBe(false);
  });
});
