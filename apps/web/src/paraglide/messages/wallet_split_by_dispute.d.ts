/**
* | output |
* | --- |
* | "Split by a dispute" |
*
* @param {Wallet_Split_By_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_split_by_dispute: ((inputs?: Wallet_Split_By_DisputeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Split_By_DisputeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Split_By_DisputeInputs = {};
