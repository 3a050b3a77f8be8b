/**
* | output |
* | --- |
* | "Receipt for {title}" |
*
* @param {Contracts_Receipt_ForInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_receipt_for: ((inputs: Contracts_Receipt_ForInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Receipt_ForInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Receipt_ForInputs = {
    title: NonNullable<unknown>;
};
