/**
* | output |
* | --- |
* | "Description" |
*
* @param {Wallet_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_description: ((inputs?: Wallet_DescriptionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_DescriptionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_DescriptionInputs = {};
