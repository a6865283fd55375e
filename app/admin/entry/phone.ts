/** A US number as people write it, "(630) 555-0199"; any other number as stored. */
export function displayPhone(phone: string): string {
  const us = phone.match(/^\+1(\d{3})(\d{3})(\d{4})$/);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone;
}
