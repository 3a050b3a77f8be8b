/**
* | output |
* | --- |
* | "Month must be a month like 2026-04 (a year, a dash, a month 01 to 12)" |
*
* @param {Wallet_Bad_MonthInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_bad_month: ((inputs?: Wallet_Bad_MonthInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Bad_MonthInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Bad_MonthInputs = {};
