/**
* | output |
* | --- |
* | "plus a card fee of {amount}" |
*
* @param {Contracts_Card_FeeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_card_fee: ((inputs: Contracts_Card_FeeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Card_FeeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Card_FeeInputs = {
    amount: NonNullable<unknown>;
};
