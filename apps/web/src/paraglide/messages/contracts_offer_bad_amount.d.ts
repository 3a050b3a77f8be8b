/**
* | output |
* | --- |
* | "Milestone {n}: enter an amount from {min} to {max}" |
*
* @param {Contracts_Offer_Bad_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_bad_amount: ((inputs: Contracts_Offer_Bad_AmountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Offer_Bad_AmountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Offer_Bad_AmountInputs = {
    n: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
