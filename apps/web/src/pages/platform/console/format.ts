// Counts in the console's tables read as the admin's locale writes numbers ("12,345").
const number = new Intl.NumberFormat();

export const formatCount = (value: number): string => number.format(value);
