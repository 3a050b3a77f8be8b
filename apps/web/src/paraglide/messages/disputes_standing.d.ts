/**
* | output |
* | --- |
* | "Standing proposal from {proposer}: {split}." |
*
* @param {Disputes_StandingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_standing: ((inputs: Disputes_StandingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_StandingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_StandingInputs = {
    proposer: NonNullable<unknown>;
    split: NonNullable<unknown>;
};
