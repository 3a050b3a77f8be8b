/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Wallet_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_load_more: ((inputs?: Wallet_Load_MoreInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Load_MoreInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Load_MoreInputs = {};
