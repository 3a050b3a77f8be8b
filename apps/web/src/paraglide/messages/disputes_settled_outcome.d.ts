/**
* | output |
* | --- |
* | "Settled {by}: {split}" |
*
* @param {Disputes_Settled_OutcomeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_settled_outcome: ((inputs: Disputes_Settled_OutcomeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Settled_OutcomeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Settled_OutcomeInputs = {
    by: NonNullable<unknown>;
    split: NonNullable<unknown>;
};
