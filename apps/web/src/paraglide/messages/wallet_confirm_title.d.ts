/**
* | output |
* | --- |
* | "Confirm your withdrawal" |
*
* @param {Wallet_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_title: ((inputs?: Wallet_Confirm_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Confirm_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Confirm_TitleInputs = {};
