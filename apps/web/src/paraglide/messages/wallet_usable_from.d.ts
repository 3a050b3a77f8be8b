/**
* | output |
* | --- |
* | "Usable from {date}" |
*
* @param {Wallet_Usable_FromInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_usable_from: ((inputs: Wallet_Usable_FromInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Usable_FromInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Usable_FromInputs = {
    date: NonNullable<unknown>;
};
