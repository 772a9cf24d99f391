/** A price as the cards show it: two decimals when it has cents ("$9.99"), none when whole ("$17"). */
export function formatPrice(amount: number, currency = "$"): string {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  return (
    currency + (cents / 100).toLocaleString("en-US", { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })
  );
}
