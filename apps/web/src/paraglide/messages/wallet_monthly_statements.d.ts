/**
* | output |
* | --- |
* | "Monthly statements" |
*
* @param {Wallet_Monthly_StatementsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_monthly_statements: ((inputs?: Wallet_Monthly_StatementsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Monthly_StatementsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Monthly_StatementsInputs = {};
