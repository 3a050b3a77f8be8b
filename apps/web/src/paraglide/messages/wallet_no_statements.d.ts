/**
* | output |
* | --- |
* | "No statements yet. A statement appears for each month money moves in your wallet." |
*
* @param {Wallet_No_StatementsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_no_statements: ((inputs?: Wallet_No_StatementsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_StatementsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_StatementsInputs = {};
