/** US bank routing (ABA) numbers: nine digits whose weighted sum (3, 7, 1, ...) ends in 0. */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const sum = [...value].reduce(
    (total, digit, index) => total + Number(digit) * WEIGHTS[index]!,
    0,
  );
  return sum % 10 === 0;
}

/** A US bank account number: 4 to 17 digits. */
export function isValidAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}
