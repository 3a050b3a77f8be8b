/**
* | output |
* | --- |
* | "Dispute over {amount}" |
*
* @param {Disputes_OverInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_over: ((inputs: Disputes_OverInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_OverInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_OverInputs = {
    amount: NonNullable<unknown>;
};
