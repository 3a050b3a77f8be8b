/**
* | output |
* | --- |
* | "Together {amount}, the amount in escrow. The platform fee applies only to the freelancer's part; mediation is free." |
*
* @param {Disputes_TogetherInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_together: ((inputs: Disputes_TogetherInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_TogetherInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_TogetherInputs = {
    amount: NonNullable<unknown>;
};
