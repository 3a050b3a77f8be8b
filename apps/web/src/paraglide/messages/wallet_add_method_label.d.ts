/**
* | output |
* | --- |
* | "Add a payout method" |
*
* @param {Wallet_Add_Method_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_add_method_label: ((inputs?: Wallet_Add_Method_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Add_Method_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Add_Method_LabelInputs = {};
