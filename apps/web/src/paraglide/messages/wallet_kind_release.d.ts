/**
* | output |
* | --- |
* | "Releases" |
*
* @param {Wallet_Kind_ReleaseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_release: ((inputs?: Wallet_Kind_ReleaseInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Kind_ReleaseInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Kind_ReleaseInputs = {};
